/**
 * Citation markers in an answer: `[1]`, `[1][2]`, `[1, 2]`, and their full-width forms (`［１］`). The model may
 * invent a number no source has; those are dropped from the text and never become citations.
 */
const MARKER = /[[［]\s*([0-9０-９]+(?:\s*[,，、]\s*[0-9０-９]+)*)\s*[\]］]/g;

/** Stands for a dropped marker until the space before it is removed too. */
const DROPPED = '\u0000';

function toNumber(digits: string): number {
  return Number(digits.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));
}

function numbersIn(group: string): number[] {
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
  const text = answer.replace(/\u0000/g, '').replace(MARKER, (_marker, group: string) => {
    const kept = numbersIn(group).filter(known);
    for (const n of kept) if (!cited.includes(n)) cited.push(n);
    return kept.length > 0 ? kept.map((n) => `[${n}]`).join('') : DROPPED;
  });
  // A marker dropped from "… text [9]." takes the space before it along: "… text."
  return { text: text.replace(/[ \t]*\u0000/g, ''), cited };
}
