/** pdf.js's positioned runs of text on one page → its lines, with where each starts and ends and its type size. */
export interface PositionedText {
  str: string;
  /** [a, b, c, d, x, y]: the text matrix; index 4 is the run's left x, index 5 its baseline's y (upwards). */
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

export interface PdfLine {
  text: string;
  /** Left and right ends and the baseline, in page units (y upwards). */
  left: number;
  right: number;
  y: number;
  /** The tallest run's height: the line's type size. */
  height: number;
}

export function pageLines(items: readonly PositionedText[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let line: PdfLine | null = null;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = item.height || Math.abs(item.transform[3] ?? 0);
    // pdf.js marks line ends; a run a whole line lower without one is a new line all the same.
    if (line && item.str && Math.abs(line.y - y) > Math.max(line.height, height)) line = null;
    if (item.str) {
      if (!line) {
        line = { text: '', left: x, right: x, y, height: 0 };
        lines.push(line);
      }
      line.text += item.str;
      line.left = Math.min(line.left, x);
      line.right = Math.max(line.right, x + item.width);
      line.height = Math.max(line.height, height);
    }
    if (item.hasEOL) line = null;
  }
  return lines.filter((candidate) => candidate.text.trim().length > 0);
}
