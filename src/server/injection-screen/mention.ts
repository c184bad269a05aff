/**
 * Mention, not use: security writing quotes the attacks it explains ("phrases such as “ignore previous
 * instructions”", 「以前の指示を無視せよ」と書き込む手口). A match that lies wholly inside a short quotation, in a
 * passage that talks about attacks or examples outside its quotations, is taken for a mention. An attacker can dress
 * an order up the same way, but an order presented as a quoted example of an attack is one a model is told about,
 * not given; the screen accepts that trade to keep false flags on security writing low.
 */
const QUOTATION =
  /“[^”\n]{1,300}”|"[^"\n]{1,300}"|「[^」\n]{1,300}」|『[^』\n]{1,300}』|‘[^’\n]{1,300}’|(?<![\p{L}\p{N}])'[^'\n]{1,300}'(?![\p{L}\p{N}])|`[^`\n]{1,300}`/gu;
const DISCUSSION =
  /\b(?:attacks?|attackers?|injections?|jailbreaks?|payloads?|phrases?|strings?|examples?|e\.g\.|for\s+instance|such\s+as|researchers?|study|studies|tested|tests|typical|classic|variants?|malicious|adversar(?:y|ial)|red[\s-]team)\b|攻撃|インジェクション|手口|例|文言|フレーズ|たとえば|のような|といった|研究|論文|脆弱性|悪用|演習/i;

export interface Quotations {
  spans: [start: number, end: number][];
  /** The passage discusses attacks or examples outside its quotations. */
  discusses: boolean;
}

export function quotationsOf(text: string): Quotations {
  const spans: [number, number][] = [];
  let outside = '';
  let last = 0;
  for (const match of text.matchAll(QUOTATION)) {
    spans.push([match.index, match.index + match[0].length]);
    outside += text.slice(last, match.index) + ' ';
    last = match.index + match[0].length;
  }
  outside += text.slice(last);
  return { spans, discusses: spans.length > 0 && DISCUSSION.test(outside) };
}

/** True when every match of `pattern` (a global regex) lies inside one of the quotations. */
export function onlyQuoted(text: string, pattern: RegExp, quotations: Quotations): boolean {
  if (!quotations.discusses) return false;
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    const end = start + match[0].length;
    if (!quotations.spans.some(([from, to]) => from <= start && end <= to)) return false;
  }
  return true;
}
