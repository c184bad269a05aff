/**
 * Cuts a sentence longer than a chunk may be: at the last space in the second half of the window, else after the
 * last Japanese or Latin comma there, else (unbroken Japanese or a URL) exactly at the limit.
 */
import type { Span } from './sentences';

function cutPoint(text: string, from: number, max: number): { end: number; next: number } {
  const limit = from + max;
  const window = text.slice(from, limit);
  const half = Math.floor(max / 2);
  const space = window.search(/\s\S*$/);
  if (space >= half) return { end: from + space, next: from + space + 1 };
  const comma = Math.max(window.lastIndexOf('、'), window.lastIndexOf(','));
  if (comma >= half) return { end: from + comma + 1, next: from + comma + 1 };
  // Never cut between the two halves of a surrogate pair.
  const code = text.charCodeAt(limit - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? limit - 1 : limit;
  return { end, next: end };
}

export function splitLongSpan(text: string, span: Span, max: number): Span[] {
  const pieces: Span[] = [];
  let from = span.start;
  while (span.end - from > max) {
    const { end, next } = cutPoint(text, from, max);
    pieces.push({ start: from, end });
    from = next;
    while (from < span.end && /\s/.test(text[from] ?? '')) from += 1;
  }
  if (span.end > from) pieces.push({ start: from, end: span.end });
  return pieces;
}
