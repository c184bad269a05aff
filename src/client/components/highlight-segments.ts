export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Cuts `text` into plain and highlighted runs from character ranges (the search hit's `highlights`): ranges are
 * clamped to the text, sorted, and overlapping or touching ones merged, so any ranges the server sends render.
 */
export function highlightSegments(
  text: string,
  ranges: readonly { start: number; end: number }[],
): Segment[] {
  const sorted = ranges
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(text.length, end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const { start, end } of merged) {
    if (start > at) segments.push({ text: text.slice(at, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}
