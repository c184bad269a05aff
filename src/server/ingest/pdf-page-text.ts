/**
 * One PDF page's text items → paragraphs. pdf.js gives positioned runs of text and marks line ends; a vertical
 * gap clearly wider than a line (or a jump back up, as into a new column) is read as a paragraph break.
 */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: the text matrix; index 5 is the baseline's y (upwards). */
  transform: number[];
  height: number;
  hasEOL: boolean;
}

const PARAGRAPH_GAP = 1.6;

export function pageParagraphs(items: readonly PositionedText[]): string[] {
  let text = '';
  let lineY: number | null = null;
  let lineHeight = 0;
  let previousLineY: number | null = null;
  let atLineStart = true;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = item.height || Math.abs(item.transform[3] ?? 0);
    if (item.str) {
      if (atLineStart && previousLineY !== null) {
        const gap = previousLineY - y;
        if (gap > PARAGRAPH_GAP * Math.max(lineHeight, height) || gap < -height) text += '\n';
      }
      text += item.str;
      atLineStart = false;
      lineY = y;
      lineHeight = height || lineHeight;
    }
    if (item.hasEOL && !atLineStart) {
      text += '\n';
      atLineStart = true;
      previousLineY = lineY;
    }
  }
  return text.split(/\n{2,}/).filter((paragraph) => paragraph.trim().length > 0);
}
