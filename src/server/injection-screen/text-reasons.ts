/** The rules run over one view of a passage (as written, or decoded from an obfuscation). */
import { anchorsOf } from './anchors';
import { FORMAT_RULES } from './format-rules';
import { onlyQuoted, quotationsOf, type Quotations } from './mention';
import { OVERRIDE_RULES } from './override-rules';
import type { Rule, TextReason } from './patterns';

const RULES: readonly (Rule & { every: RegExp })[] = [...OVERRIDE_RULES, ...FORMAT_RULES].map((r) => ({
  ...r,
  every: new RegExp(r.pattern.source, `${r.pattern.flags}g`),
}));

/**
 * Why this text reads as aimed at an assistant, added to `into` in rule order; a quoted mention of an attack does
 * not count. `anchors` when the caller has them already.
 */
export function textReasons(text: string, into: TextReason[], anchors = anchorsOf(text)): TextReason[] {
  let quotations: Quotations | undefined;
  for (const { reason, anchors: needed, pattern, every } of RULES) {
    if ((anchors & needed) === 0 || into.includes(reason) || !pattern.test(text)) continue;
    quotations ??= quotationsOf(text);
    if (!onlyQuoted(text, every, quotations)) into.push(reason);
  }
  return into;
}
