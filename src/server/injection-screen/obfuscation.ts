/**
 * Orders written so that a word match misses them but a model still reads them: letters spaced or dotted apart
 * ("i g n o r e", 以 前 の 指 示), leetspeak ("1gn0r3 pr3v10u5"), base64, full-width letters (ｉｇｎｏｒｅ), and
 * katakana alone (イゼンノシジヲムシシテ). Each becomes a decoded view of the passage that the rules read again.
 * Decoding runs only on a cheap sign that it could matter — a run of single letters, a word mixing letters and
 * digits, a base64-looking run of 24 characters or more, a full-width letter, a long katakana run — so ordinary
 * prose pays for a few regular-expression tests and nothing else.
 */

import { J_PHONETIC, S_BASE64, S_LEET, S_SPACED } from './anchors';

// Six or more single characters, each followed by a short gap: "I G N O R E", "d.i.s", "A・I・ア".
const SPACED_RUN =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}](?:[ \u3000.・·*_|-]{1,3}[\p{L}\p{N}](?![\p{L}\p{N}])){5,}/gu;
const GAP = /[ \u3000.・·*_|-]+/g;
const LATIN = /^[\p{Script=Latin}\p{N}]/u;
const LEET_WORD = /[a-z0-9@$]*[a-z][a-z0-9@$]*/gi;
const LEET: Record<string, string> = {
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  9: 'g',
  '@': 'a',
  $: 's',
};
const BASE64_RUN = /[A-Za-z0-9+/_-]{24,}={0,2}/g;
const FULL_WIDTH_LETTER = /[\uFF21-\uFF3A\uFF41-\uFF5A]/;
const KATAKANA_RUN = /[\u30A1-\u30F6ー]{8,}/;
const KATAKANA = /[\u30A1-\u30F6]/g;
const MOST_CANDIDATES = 8;

/** The spaced-out runs closed up: Latin words at the wider gaps, everything else with no gap at all. */
function closeUpSpacing(text: string, squeezed: string[]): string {
  return text.replace(SPACED_RUN, (run) => {
    if (!LATIN.test(run)) return run.replace(GAP, '');
    const gaps = run.match(GAP) ?? [];
    const narrowest = Math.min(...gaps.map((gap) => gap.length));
    const words = run
      .split(/([ \u3000.・·*_|-]+)/)
      .map((part, i) => (i % 2 === 0 ? part : part.length > narrowest ? ' ' : ''))
      .join('');
    if (!words.includes(' ')) squeezed.push(words.toLowerCase());
    return words;
  });
}

/** "1gn0r3 4ll" → "ignore all": digits and symbols inside words read as the letters they stand for. */
function readLeetspeak(text: string): string {
  return text.replace(LEET_WORD, (word) =>
    /[0-9@$]/.test(word) ? word.replace(/11/g, 'll').replace(/[0134579@$]/g, (ch) => LEET[ch] ?? ch) : word,
  );
}

/** Base64 runs that decode to text. */
function decodeBase64(text: string): string[] {
  const decoded: string[] = [];
  for (const [candidate] of text.matchAll(BASE64_RUN)) {
    if (decoded.length >= MOST_CANDIDATES) break;
    try {
      const bytes = Buffer.from(candidate.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      const plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      const readable = plain.match(/[\p{L}\p{N}\p{P}\p{Zs}]/gu)?.length ?? 0;
      if (
        /[\p{L}]{3}/u.test(plain) &&
        /\s|[\u3040-\u30FF\u4E00-\u9FFF]/u.test(plain) &&
        readable >= plain.length * 0.9
      )
        decoded.push(plain);
    } catch {
      // Not UTF-8 text: an image, a hash, a key.
    }
  }
  return decoded;
}

export interface DecodedViews {
  /** Texts to run the rules over. */
  views: string[];
  /** Spaced-out Latin runs with no word gaps, closed up to letters alone ("ignoreallpreviousinstructions"). */
  squeezed: string[];
}

/** The decoded views of `text`, given the anchors and signs `anchorsOf(text)` noted. */
export function decodedViews(text: string, signs: number): DecodedViews {
  const views: string[] = [];
  const squeezed: string[] = [];
  if (FULL_WIDTH_LETTER.test(text)) views.push(text.normalize('NFKC'));
  if ((signs & S_SPACED) !== 0) views.push(closeUpSpacing(text, squeezed));
  if ((signs & S_LEET) !== 0) views.push(readLeetspeak(text));
  if ((signs & J_PHONETIC) !== 0 && KATAKANA_RUN.test(text))
    views.push(text.replace(KATAKANA, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60)));
  if ((signs & S_BASE64) !== 0) views.push(...decodeBase64(text));
  return { views, squeezed };
}

// The commonest orders with their spaces squeezed out, for runs spelled letter by letter with no word gaps.
const SQUEEZED_ORDERS: readonly [
  reason: 'override_instructions' | 'system_prompt' | 'exfiltration',
  RegExp,
][] = [
  [
    'override_instructions',
    /(?:ignore|disregard|forget|override|bypass)(?:all|any|of|the|your|my|these|those)*(?:previous|prior|above|earlier|preceding|original|initial|existing|system|developer)?(?:instructions?|prompts?|rules|guidelines|directions|guidance)|youarenow|newinstructions|developermode/,
  ],
  [
    'system_prompt',
    /(?:reveal|print|show|repeat|output)(?:me|us)?(?:your|the)(?:full|entire|exact)?systemprompt/,
  ],
  ['exfiltration', /(?:donot|dont|never)(?:tell|inform)theuser/],
];

export function squeezedReasons(squeezed: readonly string[]): SqueezedReason[] {
  return SQUEEZED_ORDERS.filter(([, pattern]) => squeezed.some((run) => pattern.test(run))).map(
    ([reason]) => reason,
  );
}

type SqueezedReason = (typeof SQUEEZED_ORDERS)[number][0];
