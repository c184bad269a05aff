/**
 * The screen's pre-check: one pass over the characters notes which anchor words (ignore, assistant, user, claude,
 * 無視, 指示, あなた…) and symbols (<, [, #, ") occur, so that a pattern runs only when its anchors are there and
 * ordinary prose costs a few microseconds per kilobyte.
 */

export const A_DROP = 1 << 0;
export const A_NOW = 1 << 1;
export const A_INSTRUCTION = 1 << 2;
export const A_AI = 1 << 3;
export const A_ROLE = 1 << 4;
export const A_PROMPT = 1 << 5;
export const A_USER = 1 << 6;
export const A_CONCEAL = 1 << 7;
export const A_LT = 1 << 8;
export const A_BRACKET = 1 << 9;
export const A_HASH = 1 << 10;
export const A_QUOTE = 1 << 11;
export const A_UNDERSCORE = 1 << 12;
export const A_IMAGE = 1 << 13;
export const J_DROP = 1 << 14;
export const J_INSTRUCTION = 1 << 15;
export const J_YOU = 1 << 16;
export const J_LIMIT = 1 << 17;
export const J_ACT = 1 << 18;
export const J_AI = 1 << 19;
export const J_ROLE = 1 << 20;
export const J_PROMPT = 1 << 21;
export const J_EXFILTRATION = 1 << 22;
/** Words of the assistants people address by name (Claude, ChatGPT…). */
export const A_NAMED = 1 << 23;
/** Tools named in prose: "your browsing tool", メール送信機能. */
export const A_TOOL = 1 << 24;
export const J_TOOL = 1 << 25;
/** Japanese written in romaji ("izen no shiji wo mushi shite") or in kana alone (イゼンノシジヲムシシテ). */
export const J_PHONETIC = 1 << 26;
/** Someone called to in Japanese: …の皆さん、…各位、…さん、 */
export const J_CALL = 1 << 27;
/** Signs of obfuscation, noted in the same pass (see obfuscation.ts): single characters spaced apart… */
export const S_SPACED = 1 << 28;
/** …a run of 24 characters of the base64 alphabet… */
export const S_BASE64 = 1 << 29;
/** …and letters and digits alternating inside words, as leetspeak does ("1gn0r3"). */
export const S_LEET = 1 << 30;
/** …and any invisible character at all (see hidden-characters.ts): a sign bit, so the anchors stay an int32. */
export const S_INVISIBLE = 1 << 31;

const NAMES = 'claude chatgpt gemini copilot perplexity grok llama bard bing mistral deepseek gpt';

const ANCHOR_WORDS: readonly [number, string][] = [
  [A_DROP, 'ignore disregard forget override bypass discard abandon aside'],
  [A_NOW, 'now mode'],
  [A_INSTRUCTION, 'instruction instructions task'],
  [
    A_AI,
    `ai llm llms ${NAMES} language model models assistant assistants chatbot chatbots bot bots agent agents`,
  ],
  [A_NAMED, NAMES],
  [A_ROLE, 'assistant system developer'],
  [A_PROMPT, 'prompt instruction instructions message'],
  [
    A_USER,
    'user users human conversation conversations chat transcript history password passwords secret secrets credentials token tokens api personal private confidential prompt',
  ],
  [
    A_CONCEAL,
    'tell inform notify alert warn mention reveal disclose acknowledge telling informing alerting notifying',
  ],
  [A_TOOL, 'tool tools function browsing browser'],
  [J_PHONETIC, 'shiji meirei mushi wasurete puronputo minasan'],
];
const ANCHOR_SYMBOLS: readonly [number, string][] = [
  [A_LT, '<'],
  [A_BRACKET, '['],
  [A_HASH, '#'],
  [A_QUOTE, '"'],
  [A_UNDERSCORE, '_'],
];
// Japanese has no spaces: pairs of characters stand for the anchor words.
const ANCHOR_BIGRAMS: readonly [number, string][] = [
  [J_DROP, '無視 忘れ 破棄 取り 取消 脇に リセ'],
  [J_INSTRUCTION, '指示 命令 タス 任務'],
  [J_YOU, 'あな 貴方 君の'],
  [J_LIMIT, '制限 制約 検閲 フィ'],
  [J_ACT, '振る 振舞 ふる 行動 回答 答え'],
  [J_AI, 'ａｉ ＡＩ 人工 言語 アシ チャ ボッ エー モデ'],
  [J_ROLE, 'アシ シス'],
  [J_PROMPT, 'プロ 初期 隠さ'],
  [J_EXFILTRATION, 'ユー 会話 チャ やり 履歴 個人 パス トー 認証 機密 プロ ａｐ'],
  [J_TOOL, 'ツー 機能 関数'],
  [J_PHONETIC, 'シジ しじ ムシ むし'],
  [J_CALL, '皆さ 皆様 各位 さん'],
];

/** The same hash the scan computes over a word's lowercase ASCII letters. */
function wordHash(word: string): number {
  let hash = 0;
  for (let i = 0; i < word.length; i += 1) hash = (Math.imul(hash, 31) + word.charCodeAt(i)) | 0;
  return hash;
}

// Open-addressing tables from a key (a word's hash, or two characters) to anchors: typed arrays, so the scan neither
// allocates nor goes through a Map.
const SLOTS = 1024;

function tableOf(entries: Iterable<[key: number, anchor: number]>): { keys: Int32Array; bits: Uint32Array } {
  const keys = new Int32Array(SLOTS);
  const bits = new Uint32Array(SLOTS);
  for (const [key, anchor] of entries) {
    let slot = key & (SLOTS - 1);
    while ((bits[slot] ?? 0) !== 0 && keys[slot] !== key) slot = (slot + 1) & (SLOTS - 1);
    keys[slot] = key;
    bits[slot] = (bits[slot] ?? 0) | anchor;
  }
  return { keys, bits };
}

function lookup(table: { keys: Int32Array; bits: Uint32Array }, key: number): number {
  let slot = key & (SLOTS - 1);
  for (let found = table.bits[slot] ?? 0; found !== 0; found = table.bits[slot] ?? 0) {
    if (table.keys[slot] === key) return found;
    slot = (slot + 1) & (SLOTS - 1);
  }
  return 0;
}

const bigramKey = (first: number, second: number) => (first << 16) | second;
const WORDS = tableOf(
  ANCHOR_WORDS.flatMap(([anchor, words]) =>
    words.split(' ').map((word): [number, number] => [wordHash(word), anchor]),
  ),
);
const BIGRAMS = tableOf(
  ANCHOR_BIGRAMS.flatMap(([anchor, pairs]) =>
    pairs
      .split(' ')
      .map((pair): [number, number] => [bigramKey(pair.charCodeAt(0), pair.charCodeAt(1)), anchor]),
  ),
);
// Characters that begin a bigram, so that most characters skip the table.
const BIGRAM_FIRST = new Uint8Array(65536);
for (const [, pairs] of ANCHOR_BIGRAMS)
  for (const pair of pairs.split(' ')) BIGRAM_FIRST[pair.charCodeAt(0)] = 1;
const SYMBOL_ANCHORS = new Uint32Array(128);
for (const [anchor, symbol] of ANCHOR_SYMBOLS) SYMBOL_ANCHORS[symbol.charCodeAt(0)] = anchor;

// What each UTF-16 code unit is to the signs of obfuscation, looked up rather than tested.
const C_LETTER = 1;
const C_DIGIT = 2; // digits, @ and $: what leetspeak puts inside words
const C_GAP = 4; // what spaces single characters apart: space, ideographic space, . ・ · * _ | -
const C_TOKEN = 8; // a letter of another script: accented Latin, kana, kanji
const C_BASE64 = 16;
const C_INVISIBLE = 32;
const CLASS = new Uint8Array(65536);
// Invisible by the Unicode tables the engine ships. Beyond the BMP (tags, selectors U+E0100 on, U+1D173…) the scan
// asks the same table about the code point a high surrogate starts.
const C_ASTRAL = 64;
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const INVISIBLE_HERE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/uy;
for (let code = 0; code < 0x10000; code += 1)
  if (code >= 0xd800 && code <= 0xdbff) CLASS[code] = C_ASTRAL;
  else if ((code < 0xdc00 || code > 0xdfff) && INVISIBLE.test(String.fromCharCode(code)))
    CLASS[code] = C_INVISIBLE;
const mark = (from: number, to: number, kind: number) => {
  for (let code = from; code <= to; code += 1) CLASS[code] = (CLASS[code] ?? 0) | kind;
};
mark(0x41, 0x5a, C_LETTER | C_BASE64);
mark(0x61, 0x7a, C_LETTER | C_BASE64);
mark(0x30, 0x39, C_DIGIT | C_BASE64);
for (const ch of '@$') mark(ch.charCodeAt(0), ch.charCodeAt(0), C_DIGIT);
for (const ch of '+/_-') mark(ch.charCodeAt(0), ch.charCodeAt(0), C_BASE64);
for (const ch of ' \u3000.・·*_|-') mark(ch.charCodeAt(0), ch.charCodeAt(0), C_GAP);
for (const [from, to] of [
  [0xc0, 0x24f],
  [0x3041, 0x30fa],
  [0x30fc, 0x9fff],
])
  mark(from ?? 0, to ?? 0, C_TOKEN);

/** One pass over the text: which anchors, and which signs of obfuscation, occur in it. */
export function anchorsOf(text: string): number {
  let anchors = 0;
  let hash = 0;
  let inWord = false;
  let previous = 0;
  // Signs: the base64 run so far; letter/digit alternations; single characters spaced apart.
  let base64 = 0;
  let alternations = 0;
  let previousKind = 0;
  let token = 0;
  let gap = 0;
  let singles = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const kind = CLASS[code] ?? 0;
    if ((kind & C_LETTER) !== 0) {
      // The common case, kept short.
      hash = (Math.imul(hash, 31) + (code | 0x20)) | 0;
      inWord = true;
      base64 += 1;
      token += 1;
      if (previousKind === C_DIGIT) alternations += 1;
      previousKind = C_LETTER;
      previous = code;
      continue;
    }
    if (inWord) {
      anchors |= lookup(WORDS, hash);
      hash = 0;
      inWord = false;
    }
    if (code < 128) {
      anchors |= SYMBOL_ANCHORS[code] ?? 0;
      if (code === 0x5b && previous === 0x21) anchors |= A_IMAGE;
    } else if (BIGRAM_FIRST[previous] === 1) anchors |= lookup(BIGRAMS, bigramKey(previous, code));
    if ((kind & C_BASE64) !== 0) base64 += 1;
    else {
      if (base64 >= 24) anchors |= S_BASE64;
      base64 = 0;
    }
    if ((kind & C_DIGIT) !== 0) {
      if (previousKind === C_LETTER) alternations += 1;
      previousKind = C_DIGIT;
    } else previousKind = 0;
    if ((kind & C_GAP) !== 0) {
      if (token === 1 && (singles += 1) >= 5) anchors |= S_SPACED;
      else if (token > 1) singles = 0;
      token = 0;
      gap += 1;
    } else if ((kind & (C_DIGIT | C_TOKEN)) !== 0) {
      if (gap > 3) singles = 0;
      gap = 0;
      token += 1;
    } else {
      if (kind === C_INVISIBLE) anchors |= S_INVISIBLE;
      else if (kind === C_ASTRAL) {
        INVISIBLE_HERE.lastIndex = i;
        if (INVISIBLE_HERE.test(text)) anchors |= S_INVISIBLE;
      }
      token = 0;
      gap = 0;
      singles = 0;
    }
    previous = code;
  }
  if (inWord) anchors |= lookup(WORDS, hash);
  if (base64 >= 24) anchors |= S_BASE64;
  if (alternations >= 4) anchors |= S_LEET;
  return anchors;
}
