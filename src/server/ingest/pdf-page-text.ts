/**
 * One PDF page's lines → blocks of text. A PDF knows lines, not paragraphs; a new block starts where
 * - the gap above a line is clearly wider than the page's usual line spacing (measured, so double-spaced text
 *   stays one paragraph), or the text jumps back up (a new column);
 * - the type size changes (a heading and the text under it);
 * - a line starts with a bullet or a number ("•", "-", "1.", "2)", "(a)"): a list item or a numbered heading;
 * - the line before ended well short of its column's right edge: the last line of a paragraph, a heading or a
 *   one-line item (a wrapped line fills the column).
 * Lines within a block are joined by appendLine (pdf-hyphen.ts), which mends words broken by hyphenation.
 */
import { appendLine } from './pdf-hyphen';
import { pageLines, type PdfLine, type PositionedText } from './pdf-lines';

export type { PositionedText } from './pdf-lines';

/** A gap this much wider than the usual line spacing is a paragraph break. */
const PARAGRAPH_GAP = 1.35;
/** Without a usual spacing to compare with (a page of one or two lines), a gap this many type sizes wide. */
const LONE_PARAGRAPH_GAP = 1.6;
/** Type sizes this far apart are a heading and body text. */
const SIZE_CHANGE = 1.15;
/** A line ending this share of its column's width short of the right edge ends its block. */
const SHORT_LINE = 0.2;
const LIST_MARKER =
  /^\s*(?:[•●○◦▪▫■□‣⁃∙·*\-–—]\s|(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)]\s|\((?:\d{1,3}|[a-zA-Z])\)\s)/u;

/** The most frequent value of `values`, rounded to half a unit (the smallest on a tie); null when empty. */
function mode(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) {
    const key = Math.round(value * 2) / 2;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: [number, number] | null = null;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])) best = entry;
  }
  return best?.[0] ?? null;
}

const similarSize = (a: number, b: number) => Math.max(a, b) <= SIZE_CHANGE * Math.min(a, b);

/** The left and right edges of the lines that share horizontal room with `line`: its column. */
function column(line: PdfLine, lines: readonly PdfLine[]): { left: number; right: number } {
  let left = line.left;
  let right = line.right;
  for (const other of lines) {
    if (other.left < line.right && other.right > line.left && similarSize(other.height, line.height)) {
      left = Math.min(left, other.left);
      right = Math.max(right, other.right);
    }
  }
  return { left, right };
}

export function pageParagraphs(items: readonly PositionedText[]): string[] {
  const lines = pageLines(items);
  const gaps: number[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && similarSize(previous.height, line.height) && previous.y > line.y)
      gaps.push(previous.y - line.y);
  });
  const usualGap = gaps.length >= 2 ? mode(gaps) : null;
  const startsBlock = (previous: PdfLine, line: PdfLine): boolean => {
    const gap = previous.y - line.y;
    const height = Math.max(previous.height, line.height);
    if (gap < -line.height) return true;
    if (gap > (usualGap === null ? LONE_PARAGRAPH_GAP * height : PARAGRAPH_GAP * usualGap)) return true;
    if (!similarSize(previous.height, line.height) || LIST_MARKER.test(line.text)) return true;
    const { left, right } = column(previous, lines);
    return previous.right < right - SHORT_LINE * (right - left);
  };
  const blocks: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const text = line.text.trim();
    if (!previous || startsBlock(previous, line)) blocks.push(text);
    else blocks[blocks.length - 1] = appendLine(blocks.at(-1) ?? '', text);
  });
  return blocks;
}
