/**
 * The indexing-time screen against prompt injection arriving through documents. Creators' documents are cut into
 * passages that AI assistants later read through the MCP server, so a document can try to speak to the assistant
 * instead of to a human reader. A passage is flagged when it does so:
 *
 * - `override_instructions`: it tells the model to drop what it was told, hands it new orders or a persona, or
 *   speaks to it — generically, or by name (override-rules.ts).
 * - `role_imitation`, `system_prompt`, `tool_call`, `exfiltration`: a fake chat turn, a probe for the system prompt,
 *   a tool call in a model's syntax or ordered in prose, data sent out or kept from the user (format-rules.ts).
 * - `hidden_text`: it hides text in invisible characters (hidden-characters.ts); what that text says is decoded and
 *   screened too, and earns its own reason.
 *
 * The rules read the passage with every invisible character removed, and again through decoded views when there is
 * a sign of obfuscation — spaced letters, leetspeak, base64, full-width letters, katakana alone (obfuscation.ts).
 * Ordinary expert writing talks about instructions, systems and assistants all the time, and security writing quotes
 * attacks; a quoted mention of an attack in a passage about attacks is not flagged (mention.ts).
 *
 * Flagging never removes text: flagged passages are still served, marked as flagged, and counted per pack for the
 * creator and the admins. The screen is pure and cheap, since it runs on every chunk: an anchor pre-check decides
 * which rules run at all (anchors.ts), and each decoder runs only on its own cheap sign.
 */
import { anchorsOf, S_INVISIBLE } from './anchors';
import { hiddenTextOf, visibleText } from './hidden-characters';
import { decodedViews, squeezedReasons } from './obfuscation';
import type { InjectionReason, TextReason } from './patterns';
import { textReasons } from './text-reasons';

export type { InjectionReason } from './patterns';

/**
 * Which screen gave a stored passage its flags. Version 2 (issue 20 item 7): every invisible character is removed
 * before matching, smuggled text is decoded, obfuscated orders and orders to a named assistant are read, and quoted
 * mentions of attacks no longer count.
 */
export const INJECTION_SCREEN_VERSION = 2;

/** The rules over a text and over its decoded views. */
function readingsOf(text: string, into: TextReason[], anchors = anchorsOf(text)): TextReason[] {
  textReasons(text, into, anchors);
  const { views, squeezed } = decodedViews(text, anchors);
  for (const view of views) textReasons(view, into);
  for (const reason of squeezedReasons(squeezed)) if (!into.includes(reason)) into.push(reason);
  return into;
}

/** Why a passage reads as aimed at an AI assistant; `flagged` when there is any reason. Pure and fast. */
export function screenPassage(text: string): { flagged: boolean; reasons: InjectionReason[] } {
  const anchors = anchorsOf(text);
  if ((anchors & S_INVISIBLE) === 0) {
    const reasons = readingsOf(text, [], anchors);
    return { flagged: reasons.length > 0, reasons };
  }
  const { hidden, payloads } = hiddenTextOf(text);
  const found = readingsOf(visibleText(text), []);
  for (const payload of payloads) readingsOf(payload, found);
  const reasons: InjectionReason[] = hidden ? [...found, 'hidden_text'] : found;
  return { flagged: reasons.length > 0, reasons };
}

/**
 * For ingest, before normalising strips the invisible characters: `hidden_text` and the reasons of what the hidden
 * text says, or nothing when the raw text hides none.
 */
export function hiddenTextReasons(raw: string): InjectionReason[] {
  if ((anchorsOf(raw) & S_INVISIBLE) === 0) return [];
  const { hidden, payloads } = hiddenTextOf(raw);
  if (!hidden) return [];
  const reasons: TextReason[] = [];
  for (const payload of payloads) readingsOf(payload, reasons);
  return ['hidden_text', ...reasons];
}
