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
