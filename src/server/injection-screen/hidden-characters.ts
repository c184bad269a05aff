/**
 * Text a reader cannot see but a model reads. "Invisible" is the Unicode tables' own definition as the JavaScript
 * engine ships them — format characters (\p{Cf}) and default-ignorable code points (\p{Default_Ignorable_Code_Point})
 * — not a hand-kept list, so the Mongolian vowel separator, Hangul fillers, the combining grapheme joiner, Khmer
 * inherent vowels, musical formatting characters and interlinear annotations are all covered.
 *
 * A passage hides text (`hidden_text`) when it carries:
 * - tag characters (U+E0000–E007F) outside a recommended subdivision flag (🏴 + gbsct + cancel tag: England, Scotland,
 *   Wales) — "ASCII smuggling", decoded to ASCII; a made-up flag (🏴 + any other tag letters) is smuggling too;
 * - two or more variation selectors in a row — "emoji smuggling": VS1–16 (U+FE00–FE0F) are bytes 0–15 and VS17–256
 *   (U+E0100–E01EF) bytes 16–255 of UTF-8 text. One selector after a character is an ordinary variation sequence
 *   (❤️, ☺︎, or an ideographic variation sequence such as 葛󠄀) and is not counted;
 * - a run of invisible characters made of two code points only, read as bits (either way round);
 * - bidirectional embeddings or overrides (U+202A–U+202E), or interlinear annotation marks (U+FFF9–U+FFFB);
 * - any other run of eight or more invisible characters, which carries something nobody sees.
 * What is decoded is screened like visible text, so an order hidden this way earns its own reason too.
 */

import { SUBDIVISION_FLAGS } from '../../common/text';

const INVISIBLE_CLASS = String.raw`[\p{Cf}\p{Default_Ignorable_Code_Point}]`;
const EVERY_INVISIBLE = new RegExp(INVISIBLE_CLASS, 'gu');
const INVISIBLE_RUN = new RegExp(`${INVISIBLE_CLASS}+`, 'gu');
const ANNOTATION = /[\uFFF9-\uFFFB]/g;
/** The tag letters and cancel tag of a recommended subdivision flag (England, Scotland, Wales), after its black flag. */
const FLAG_TAGS = new RegExp(
  `^(?:${SUBDIVISION_FLAGS.map((flag) => [...flag].slice(1).join('')).join('|')})`,
  'u',
);
const BLACK_FLAG = 0x1f3f4;
const LONG_RUN = 8;
const LONGEST_PAYLOAD = 4096;
const utf8 = new TextDecoder('utf-8');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text as the rules read it: every invisible code point gone, so "ig\u034Fnore" is "ignore"; an interlinear
 * annotation mark becomes a space, since it separates the annotated text from its annotation.
 */
export const visibleText = (text: string): string =>
  text.replace(ANNOTATION, ' ').replace(EVERY_INVISIBLE, '');

export interface HiddenText {
  /** The passage hides text, by any of the signs above. */
  hidden: boolean;
  /** What the hidden text says, where it could be decoded. */
  payloads: string[];
}

const isVariationSelector = (code: number) =>
  (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);
const selectorByte = (code: number) => (code <= 0xfe0f ? code - 0xfe00 : code - 0xe0100 + 16);

/** Mostly letters, digits, spaces and punctuation: text, not the noise a wrong guess at an encoding gives. */
function looksLikeText(decoded: string): boolean {
  if (decoded.length < 4) return false;
  const printable = decoded.match(/[\p{L}\p{N}\p{P}\p{Zs}]/gu)?.length ?? 0;
  return printable >= [...decoded].length * 0.9;
}

/** A run of two code points as bits, whichever of them stands for 1, when either way reads as UTF-8 text. */
function bitsOf(codes: readonly number[]): string | undefined {
  const [first] = codes;
  if (codes.length < 16 || first === undefined) return undefined;
  for (const one of [false, true]) {
    const bytes = new Uint8Array(codes.length >> 3);
    for (let i = 0; i < bytes.length * 8; i += 1) {
      const bit = (codes[i] === first) === one ? 1 : 0;
      bytes[i >> 3] = ((bytes[i >> 3] ?? 0) << 1) | bit;
    }
    try {
      const decoded = strictUtf8.decode(bytes);
      if (looksLikeText(decoded)) return decoded;
    } catch {
      // Not UTF-8 this way round.
    }
  }
  return undefined;
}

/**
 * What one run of invisible characters hides, if anything. Tag text goes to `tagPieces` as well, since a message can be
 * cut across runs (seven letters per made-up flag) and only reads whole again.
 */
function readRun(codes: number[], found: HiddenText, tagPieces: string[]) {
  const tags = codes.filter((code) => code >= 0xe0020 && code <= 0xe007e);
  if (tags.length > 0 || codes.some((code) => code >= 0xe0000 && code <= 0xe007f)) {
    found.hidden = true;
    if (tags.length > 0) {
      const piece = String.fromCharCode(...tags.map((code) => code - 0xe0000));
      found.payloads.push(piece);
      tagPieces.push(piece);
    }
  }
  const selectors = codes.filter(isVariationSelector);
  if (selectors.length >= 2) {
    found.hidden = true;
    const decoded = utf8.decode(Uint8Array.from(selectors, selectorByte));
    if (looksLikeText(decoded)) found.payloads.push(decoded);
  }
  if (codes.some((code) => (code >= 0x202a && code <= 0x202e) || (code >= 0xfff9 && code <= 0xfffb)))
    found.hidden = true;
  if (codes.length >= LONG_RUN) {
    found.hidden = true;
    const distinct = new Set(codes);
    const bits = distinct.size === 2 && selectors.length === 0 ? bitsOf(codes) : undefined;
    if (bits !== undefined) found.payloads.push(bits);
  }
}

/**
 * Whether `text` hides text in invisible characters, and what it says. The screen calls it only when its one pass
 * saw an invisible character (`S_INVISIBLE`), so ordinary text never gets here.
 */
export function hiddenTextOf(text: string): HiddenText {
  const found: HiddenText = { hidden: false, payloads: [] };
  const tagPieces: string[] = [];
  for (const match of text.matchAll(INVISIBLE_RUN)) {
    let run = match[0];
    // The tag letters of a recommended subdivision flag (🏴 + gbsct + cancel tag) belong to a visible flag.
    if (text.codePointAt(match.index - 2) === BLACK_FLAG) run = run.replace(FLAG_TAGS, '');
    if (run.length === 0) continue;
    const codes = Array.from(run.slice(0, LONGEST_PAYLOAD * 8), (ch) => ch.codePointAt(0) ?? 0);
    readRun(codes, found, tagPieces);
  }
  if (tagPieces.length > 1) found.payloads.push(tagPieces.join(''));
  found.payloads = found.payloads.map((payload) => payload.slice(0, LONGEST_PAYLOAD));
  return found;
}
