/**
 * mammoth's HTML → blocks. mammoth writes a small, regular subset (h1–h6, p, lists, tables, a, strong, em, br,
 * sup, img), with attribute values quoted and text escaped, so a tag scanner suffices where a parser would be heavy.
 */
import { HeadingTrail } from './heading-path';
import { decodeEntities } from './html-entities';
import type { TextBlock } from './types';

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s[^>]*)?)>|([^<]+)/g;
const BLOCK_TAGS = new Set('p li table ul ol blockquote pre caption div dl dt dd'.split(' '));
/** A table row is one block, its cells kept apart, so "label | value" stays together. */
const CELL_TAGS = new Set(['td', 'th']);
const CELL_SEPARATOR = ' | ';
/** The "↑" links mammoth appends to footnotes point back into the text and are not content. */
const BACK_LINK = /href="#(?:footnote|endnote|comment)-ref-/;

export function blocksFromHtml(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const headings = new HeadingTrail();
  let text = '';
  let headingLevel: number | null = null;
  let skippingLink = false;
  let rowDepth = 0;
  /** Inside a <pre>: the code paragraphs docx-code.ts found, one line each, kept as written. */
  let inCode = false;

  const flush = () => {
    if (headingLevel !== null) return;
    if (inCode) {
      if (text.trim()) blocks.push({ text, headingPath: headings.path, code: { language: '' } });
      text = '';
      return;
    }
    const content = text.replace(/(?:\s*\|\s*)+$/, '').replace(/^(?:\s*\|\s*)+/, '');
    if (content.trim()) blocks.push({ text: content, headingPath: headings.path });
    text = '';
  };

  for (const [, closing, rawName, attributes, content] of html.matchAll(TOKEN)) {
    if (content !== undefined) {
      if (!skippingLink) text += decodeEntities(content);
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    const heading = /^h([1-6])$/.exec(name);
    if (heading?.[1]) {
      if (closing) headings.enter(Number(heading[1]), text);
      else flush();
      headingLevel = closing ? null : Number(heading[1]);
      if (closing) text = '';
    } else if (name === 'tr') {
      flush();
      rowDepth += closing ? -1 : 1;
    } else if (CELL_TAGS.has(name) && rowDepth > 0) {
      if (closing) text += CELL_SEPARATOR;
    } else if (name === 'pre' && rowDepth === 0) {
      flush();
      inCode = !closing;
    } else if (BLOCK_TAGS.has(name)) {
      // Paragraphs inside a cell are separated by a line break, which keeps them in the row's block.
      if (rowDepth > 0) {
        if (!closing && text && !text.endsWith(CELL_SEPARATOR)) text += '\n';
      } else flush();
    } else if (name === 'br') {
      text += '\n';
    } else if (name === 'a') {
      skippingLink = !closing && BACK_LINK.test(attributes ?? '');
    }
  }
  flush();
  return blocks;
}
