/**
 * Citation markers in an answer: `[1]`, `[1][2]`, `[1, 2]`, and their full-width forms (`［１］`). The model may
 * invent a number no source has; those are dropped from the text and never become citations.
 */
export const MARKER = /[[［]\s*([0-9０-９]+(?:\s*[,，、]\s*[0-9０-９]+)*)\s*[\]］]/g;

/** Stands for a dropped marker until the space before it is removed too. */
const DROPPED = '\uE000';

function toNumber(digits: string): number {
  return Number(digits.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
}

/** The numbers of one marker's group: `1, 2` → [1, 2]. */
export function numbersIn(group: string): number[] {
  return group.split(/[,，、]/).map((part) => toNumber(part.trim()));
}

/**
 * The answer with every marker rewritten to the canonical `[n]` form and unknown numbers removed, and the known
 * numbers in order of first use.
 */
export function cleanCitations(
  answer: string,
  known: (n: number) => boolean,
): { text: string; cited: number[] } {
  const cited: number[] = [];
  const text = answer.replaceAll(DROPPED, '').replace(MARKER, (_marker, group: string) => {
    const kept = numbersIn(group).filter(known);
    for (const n of kept) if (!cited.includes(n)) cited.push(n);
    return kept.length > 0 ? kept.map((n) => `[${n}]`).join('') : DROPPED;
  });
  // A marker dropped from "… text [9]." takes the space before it along: "… text."
  return { text: text.replace(/[ \t]*\uE000/g, ''), cited };
}
