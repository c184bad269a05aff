/**
 * Markdown → blocks, line by line: enough CommonMark for documents people write (ATX and setext headings, lists,
 * quotes, tables, fenced and indented code, front matter), not a renderer. Headings become the heading path, not
 * block text; code becomes code blocks, exactly as written.
 */
import { HeadingTrail } from './heading-path';
import { stripInlineMarkdown } from './markdown-inline';
import { decodeTextFile } from './extract-text';
import type { TextBlock } from './types';

const FENCE = /^( {0,3})(`{3,}|~{3,})[ \t]*([^\s`]*)/;
/** Four columns of indentation: a tab, or four spaces (up to three spaces before a tab count as one tab stop). */
const INDENT = /^(?: {4}| {0,3}\t)/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?(.*)$/;
const QUOTE = /^ {0,3}>[ \t]?/;
const TABLE_DIVIDER = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*\S+/;

function withoutFrontMatter(lines: string[]): string[] {
  if (lines[0]?.trim() !== '---') return lines;
  const close = lines.findIndex((line, index) => index > 0 && /^(?:---|\.\.\.)\s*$/.test(line));
  return close > 0 ? lines.slice(close + 1) : lines;
}

function tableCells(line: string): string | null {
  if (!line.includes('|') || !/^\s*\|/.test(line)) return null;
  return line
    .replace(/^\s*\||\|\s*$/g, '')
    .split('|')
    .map((cell) => cell.trim())
    .join('  ');
}

class MarkdownReader {
  readonly blocks: TextBlock[] = [];
  private readonly headings = new HeadingTrail();
  private paragraph: string[] = [];
  private fence: { marker: string; indent: number; language: string; lines: string[] } | null = null;
  /** The lines of an indented code block so far, blank lines included (a blank line does not end one). */
  private indented: string[] | null = null;
  /**
   * The last block was a list item: an indented line after it continues the item (CommonMark), it is not code.
   * Nested lists with code inside items are rarer than this rule is simple.
   */
  private inList = false;

  private emit(text: string) {
    if (text.trim()) this.blocks.push({ text, headingPath: this.headings.path });
  }

  private emitCode(lines: string[], language: string) {
    const code = lines
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '')
      .trimEnd();
    if (code.trim()) this.blocks.push({ text: code, headingPath: this.headings.path, code: { language } });
  }

  flush() {
    if (this.paragraph.length) this.emit(stripInlineMarkdown(this.paragraph.join('\n')));
    this.paragraph = [];
  }

  read(line: string) {
    if (this.fence) return this.readFenced(line);
    if (this.indented && this.readIndented(line)) return;
    const fence = FENCE.exec(line);
    if (fence?.[2]) {
      this.flush();
      this.fence = { marker: fence[2], indent: fence[1]?.length ?? 0, language: fence[3] ?? '', lines: [] };
      return;
    }
    // Indented code starts only where a paragraph could: an indented line inside one is a wrapped line of it.
    if (!this.paragraph.length && !this.inList && INDENT.test(line) && line.trim()) {
      this.indented = [line.replace(INDENT, '')];
      return;
    }
    const content = line.replace(QUOTE, '').replace(QUOTE, '');
    if (!content.trim()) return this.flush();
    this.inList = this.inList && /^\s/.test(content);
    const setext = SETEXT_UNDERLINE.exec(content);
    if (setext?.[1] && this.paragraph.length) {
      const text = stripInlineMarkdown(this.paragraph.join(' '), { keepCode: false });
      this.paragraph = [];
      return this.headings.enter(setext[1].startsWith('=') ? 1 : 2, text);
    }
    this.readStructure(content);
  }

  private readStructure(content: string) {
    const heading = ATX_HEADING.exec(content);
    if (heading?.[1]) {
      this.flush();
      return this.headings.enter(
        heading[1].length,
        stripInlineMarkdown(heading[2] ?? '', { keepCode: false }),
      );
    }
    if (THEMATIC_BREAK.test(content) || TABLE_DIVIDER.test(content) || REFERENCE_DEFINITION.test(content)) {
      return this.flush();
    }
    const row = tableCells(content);
    if (row !== null) {
      this.flush();
      return this.emit(stripInlineMarkdown(row));
    }
    const item = LIST_ITEM.exec(content);
    if (item) {
      this.flush();
      this.paragraph.push(item[1] ?? '');
      this.inList = true;
      return;
    }
    this.paragraph.push(content);
  }

  /** Whether `line` belonged to the indented code block; when not, the block is finished. */
  private readIndented(line: string): boolean {
    if (!line.trim() || INDENT.test(line)) {
      this.indented?.push(line.replace(INDENT, ''));
      return true;
    }
    this.emitCode(this.indented ?? [], '');
    this.indented = null;
    return false;
  }

  private readFenced(line: string) {
    const fence = this.fence;
    if (!fence) return;
    const close = FENCE.exec(line)?.[2];
    if (
      close &&
      close[0] === fence.marker[0] &&
      close.length >= fence.marker.length &&
      !line.trim().slice(close.length)
    ) {
      // Code is kept as it is written: no markup stripping inside a fence.
      this.emitCode(fence.lines, fence.language);
      this.fence = null;
      return;
    }
    // The fence's own indentation is not the code's (CommonMark removes as many spaces from each line).
    fence.lines.push(line.replace(new RegExp(`^ {0,${fence.indent}}`), ''));
  }

  finish(): TextBlock[] {
    this.flush();
    if (this.fence) this.emitCode(this.fence.lines, this.fence.language);
    if (this.indented) this.emitCode(this.indented, '');
    this.fence = null;
    this.indented = null;
    return this.blocks;
  }
}

export function extractMarkdown(bytes: Uint8Array): TextBlock[] {
  const reader = new MarkdownReader();
  for (const line of withoutFrontMatter(decodeTextFile(bytes).split(/\r\n?|\n/))) reader.read(line);
  return reader.finish();
}
