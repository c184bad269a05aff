/**
 * Text Kenja accepts from anyone: no C0/C1 control characters except tab, line feed and carriage return, and no
 * lone UTF-16 surrogates. PostgreSQL refuses NUL outright (a 500 if it gets that far), and the others hide or
 * corrupt what people see and what logs show.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function isSafeText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && text.isWellFormed();
}

/** Single-line fields (names, e-mails, paths) also refuse tab and line breaks. */
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;

export function isSingleLine(text: string): boolean {
  return !LINE_BREAK_OR_TAB.test(text);
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path (keys and indexes) of the first string in `value`, key or value, that is not safe text, or undefined.
 * Iterative, so a deeply nested body can neither overflow the stack nor cost more than its size.
 */
export function findUnsafeText(value: unknown): (string | number)[] | undefined {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return pathTo(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return [...pathTo(visit), key];
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}

/**
 * Characters that change how text reads without being seen: format characters (bidi overrides and isolates,
 * zero-width ones, interlinear annotations…) and every default-ignorable code point (variation selectors, tags,
 * fillers…), from the Unicode tables the JavaScript engine ships — not a hand-kept list.
 */
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const HAS_HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
/**
 * The subdivision flags Unicode recommends (emoji-sequences.txt, RGI_Emoji_Tag_Sequence): England, Scotland, Wales —
 * a black flag, the region's tag letters and a cancel tag. The only place tag characters belong: any other run after
 * a black flag is a made-up "flag" carrying text nobody sees (issue 46). Spelt out rather than read with the `v`
 * flag's `\p{RGI_Emoji_Tag_Sequence}`, which the browsers Kenja's pages support do not all have; a test checks the
 * list against the engine's table.
 */
export const SUBDIVISION_FLAGS: readonly string[] = ['gbeng', 'gbsct', 'gbwls'].map(
  (region) =>
    `\u{1F3F4}${String.fromCodePoint(...Array.from(region, (letter) => 0xe0000 + letter.charCodeAt(0)))}\u{E007F}`,
);
const SUBDIVISION_FLAG_SET = new Set(SUBDIVISION_FLAGS);
/** What joins or styles an emoji: the zero-width joiner and the text/emoji presentation selectors. */
const EMOJI_JOINERS = new Set(['\u200D', '\uFE0E', '\uFE0F']);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` as a reader sees it: hidden characters removed (a name cannot pose as another, or a file name end in a
 * false extension with a bidi override), except where they join an emoji — a ZWJ sequence, a presentation
 * selector, a recommended subdivision flag. Anything else riding on an emoji (variation selectors beyond the two, tags,
 * a made-up flag's tag letters) goes.
 */
export function withoutHiddenCharacters(text: string): string {
  if (!HAS_HIDDEN.test(text)) return text;
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (!EMOJI.test(segment)) out += segment.replace(HIDDEN, '');
    else if (SUBDIVISION_FLAG_SET.has(segment)) out += segment;
    else out += segment.replace(HIDDEN, (ch) => (EMOJI_JOINERS.has(ch) ? ch : ''));
  }
  return out;
}
