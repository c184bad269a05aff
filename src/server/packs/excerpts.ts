/**
 * How much of a pack's text anyone may see before buying it: the sales page's try-before-you-buy and the
 * marketplace's find both cut passages here, so neither shows more than the other.
 */

/** How many excerpts the demo shows, and how long each may be: enough to judge the pack, not to replace it. */
export const TRY_EXCERPTS = 3;
export const TRY_EXCERPT_CHARS = 280;

/** A passage flattened to one line and cut short at a word (at most TRY_EXCERPT_CHARS, the ellipsis included). */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= TRY_EXCERPT_CHARS) return flat;
  const cut = flat.slice(0, TRY_EXCERPT_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TRY_EXCERPT_CHARS - 40)).trimEnd()}…`;
}
