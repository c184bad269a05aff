/**
 * About how many model tokens a text takes, without a tokenizer: English runs about four characters a token;
 * Japanese (and other non-Latin) characters about one each. It errs high, which is the safe side of a budget.
 */
export function estimateTokens(text: string): number {
  let ascii = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 128) ascii += 1;
    else other += 1;
  }
  return Math.ceil(ascii / 4) + other;
}

/** The longest start of `text` within `tokens`, cut at a character (never inside a surrogate pair). */
export function cutToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  const code = text.charCodeAt(low - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? low - 1 : low;
  return `${text.slice(0, end)}…`;
}

interface CharCounts {
  ascii: number;
  other: number;
}

/**
 * `estimateTokens(JSON.stringify(value))` for a plain JSON value (strings, numbers, booleans, null, arrays and plain
 * objects, as a tool's structured result holds), counted without writing the JSON: a search's passages are costed
 * one by one against the result budget, and writing each one's JSON only to count it was half of fitting them.
 */
export function jsonTokens(value: unknown): number {
  const counts: CharCounts = { ascii: 0, other: 0 };
  countJson(value, counts);
  return Math.ceil(counts.ascii / 4) + counts.other;
}

/** What JSON.stringify leaves out of an object, and writes as null in an array. */
const unwritten = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

function countJson(value: unknown, counts: CharCounts): void {
  if (typeof value === 'string') return countJsonString(value, counts);
  if (typeof value === 'number') {
    counts.ascii += Number.isFinite(value) ? String(value).length : 4; // NaN and Infinity are written null
    return;
  }
  if (typeof value === 'boolean') {
    counts.ascii += value ? 4 : 5;
    return;
  }
  if (value === null || typeof value !== 'object') {
    counts.ascii += 4;
    return;
  }
  if (Array.isArray(value)) {
    counts.ascii += 2 + Math.max(0, value.length - 1); // brackets and commas
    for (const item of value) {
      if (unwritten(item)) counts.ascii += 4;
      else countJson(item, counts);
    }
    return;
  }
  counts.ascii += 2; // braces
  let written = 0;
  for (const [key, item] of Object.entries(value)) {
    if (unwritten(item)) continue;
    if (written++ > 0) counts.ascii += 1; // comma
    countJsonString(key, counts);
    counts.ascii += 1; // colon
    countJson(item, counts);
  }
}

/** A string as JSON writes it: quoted, `"` and `\` and control characters escaped, a lone surrogate as \uXXXX. */
function countJsonString(text: string, counts: CharCounts): void {
  counts.ascii += 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x20 && code < 0x80) counts.ascii += code === 0x22 || code === 0x5c ? 2 : 1;
    else if (code < 0x20) counts.ascii += SHORT_ESCAPES.has(code) ? 2 : 6;
    else if (code < 0xd800 || code > 0xdfff) counts.other += 1;
    else if (code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      counts.other += 2;
      i++;
    } else counts.ascii += 6;
  }
}

/** Control characters JSON writes as a backslash and a letter (\b \t \n \f \r); the others as \u00XX. */
const SHORT_ESCAPES = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
