/**
 * The indexing-time screen against prompt injection arriving through documents. Creators' documents are cut into
 * passages that AI assistants later read through the MCP server, so a document can try to speak to the assistant
 * instead of to a human reader. A passage is flagged when it does so:
 *
 * - `override_instructions`: it tells the model to drop what it was told ("ignore all previous instructions",
 *   "disregard your guidance", 以前の指示を無視, これまでの指示は忘れて), hands it new ones ("New instructions:",
 *   新しい指示：), swaps its persona ("You are now an unrestricted assistant", あなたは今から…です), or addresses it
 *   directly ("Note to the AI assistant:", "AI models reading this page:", このページを読んでいるAIへ,
 *   "If you are an AI…", あなたがAIであれば).
 * - `role_imitation`: it fakes a turn of a chat (`System:` / `Assistant:` / システム： at a line or sentence start,
 *   `<|im_start|>`, `[INST]`, `<system>…</system>`, `</instructions>`, `### Instruction:`).
 * - `system_prompt`: it asks the model to reveal its system prompt (システムプロンプトを出力して).
 * - `tool_call`: it looks like a tool call (`<function_calls>`, `<invoke name=`, `<tool_use>`, `{"tool": …,
 *   "arguments": …}`, `"function_call": {`).
 * - `exfiltration`: it asks for the conversation, the user's words or secrets to be sent or appended to a URL, plants
 *   a Markdown image whose query string carries a placeholder for data, or tells the model to keep something from
 *   the user ("do not tell the user", ユーザーには言わないで).
 * - `hidden_text`: the raw text carries Unicode tag characters or bidirectional embeddings/overrides — text a reader
 *   cannot see (or sees reversed) but a model reads. `normalizeText` strips them before indexing; this reason
 *   records that they were there. Tag characters inside an emoji subdivision flag (🏴 + tags) are not counted.
 *
 * Ordinary expert writing says "system", "instructions", "assistant", "ignore", "act as", "you are now ready",
 * 指示, システム all the time, so the patterns want an imperative aimed at the model or a chat/tool format, not the
 * topic: "follow the manufacturer's instructions", a recipe's "Instructions:", "System: Windows 10", 指示を忘れない
 * and a paper that discusses injection pass. A paper that quotes an attack verbatim may still be flagged.
 *
 * Flagging never removes text: flagged passages are still served, marked as flagged, and counted per pack for the
 * creator and the admins. The screen is pure and cheap, since it runs on every chunk: one pass over the characters
 * notes which anchor words (ignore, assistant, user, 無視, 指示, あなた…) and symbols (<, [, #, ") occur, and a pattern
 * runs only when its anchors are there, so ordinary prose costs a few microseconds per kilobyte.
 */

export const INJECTION_SCREEN_VERSION = 1;

export type InjectionReason =
  'override_instructions' | 'role_imitation' | 'system_prompt' | 'tool_call' | 'exfiltration' | 'hidden_text';

type TextReason = Exclude<InjectionReason, 'hidden_text'>;

/**
 * Tag characters (U+E0000–U+E007F, as surrogate pairs) and bidirectional embeddings and overrides (U+202A–U+202E):
 * text a reader cannot see, or sees reversed, but a model reads. Tags that spell an emoji subdivision flag
 * (U+1F3F4 followed by lowercase letters or digits and U+E007F) are part of a visible flag and not counted.
 */
export const HIDDEN_CHARACTERS =
  /(?<!\uD83C\uDFF4(?:\uDB40[\uDC30-\uDC39\uDC61-\uDC7A]){0,6})\uDB40[\uDC00-\uDC7F]|[\u202A-\u202E]/;

// Zero-width characters inside a word ("ig\u200Bnore") would hide a phrase from the patterns in raw text.
const ZERO_WIDTH_ALL = /[\u00AD\u200B-\u200D\u2060-\u2064\uFEFF]/g;

// Anchors: a pattern can only match when one of its anchors occurs in the text.
const A_DROP = 1 << 0;
const A_NOW = 1 << 1;
const A_INSTRUCTION = 1 << 2;
const A_AI = 1 << 3;
const A_ROLE = 1 << 4;
const A_PROMPT = 1 << 5;
const A_USER = 1 << 6;
const A_CONCEAL = 1 << 7;
const A_LT = 1 << 8;
const A_BRACKET = 1 << 9;
const A_HASH = 1 << 10;
const A_QUOTE = 1 << 11;
const A_UNDERSCORE = 1 << 12;
const A_IMAGE = 1 << 13;
const J_DROP = 1 << 14;
const J_INSTRUCTION = 1 << 15;
const J_YOU = 1 << 16;
const J_LIMIT = 1 << 17;
const J_ACT = 1 << 18;
const J_AI = 1 << 19;
const J_ROLE = 1 << 20;
const J_PROMPT = 1 << 21;
const J_EXFILTRATION = 1 << 22;
const HIDDEN = 1 << 23;
const INVISIBLE = 1 << 24;

const ANCHOR_WORDS: readonly [number, string][] = [
  [A_DROP, 'ignore disregard forget override bypass discard abandon aside'],
  [A_NOW, 'now mode'],
  [A_INSTRUCTION, 'instruction instructions task'],
  [
    A_AI,
    'ai llm llms gpt chatgpt claude gemini copilot language model models assistant assistants chatbot chatbots bot bots agent agents',
  ],
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

/** One pass over the text: which anchors occur in it. */
function anchorsOf(text: string): number {
  let anchors = 0;
  let hash = 0;
  let inWord = false;
  let previous = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const lower = code | 0x20;
    if (code < 128 && lower >= 97 && lower <= 122) {
      hash = (Math.imul(hash, 31) + lower) | 0;
      inWord = true;
    } else {
      if (inWord) {
        anchors |= lookup(WORDS, hash);
        hash = 0;
        inWord = false;
      }
      if (code < 128) {
        anchors |= SYMBOL_ANCHORS[code] ?? 0;
        if (code === 0x5b && previous === 0x21) anchors |= A_IMAGE;
      } else {
        if (BIGRAM_FIRST[previous] === 1) anchors |= lookup(BIGRAMS, bigramKey(previous, code));
        if (code === 0xdb40 || (code >= 0x202a && code <= 0x202e)) anchors |= HIDDEN;
        else if (
          code === 0xad ||
          (code >= 0x200b && code <= 0x200d) ||
          (code >= 0x2060 && code <= 0x2064) ||
          code === 0xfeff
        )
          anchors |= INVISIBLE;
      }
    }
    previous = code;
  }
  if (inWord) anchors |= lookup(WORDS, hash);
  return anchors;
}

const AI = String.raw`(?:ai|llm|gpt|chatgpt|claude|gemini|copilot|language\s+models?|large\s+language\s+models?|ai\s+(?:assistants?|models?|systems?|agents?)|assistants?|chatbots?|bots?|models?|agents?)`;
const AI_JA = String.raw`(?:ai|ａｉ|人工知能|言語モデル|llm|アシスタント|チャットボット|ボット|エージェント|モデル)(?:システム|モデル|アシスタント)?`;
const INSTRUCTIONS = String.raw`(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages|context|constraints|commands|programming|training|policies|restrictions)`;
const DROP = String.raw`(?:ignore|disregard|forget|override|bypass|discard|abandon|set\s+aside)`;
const JA_DROP = String.raw`(?:無視|忘れ(?!ない|ず|ぬ|ませ|られ)|破棄|取り消|脇に置|リセット)`;
// Just after a line start or a sentence end (normalisation joins the lines of a paragraph), past any heading marks.
const TURN_START = String.raw`(?<=(?:^|[\n.!?。！？])[\s#]*)`;

interface Rule {
  reason: TextReason;
  anchors: number;
  pattern: RegExp;
}

const rule = (reason: TextReason, anchors: number, source: string, flags = 'i'): Rule => ({
  reason,
  anchors,
  pattern: new RegExp(source, flags),
});

const RULES: readonly Rule[] = [
  // Dropping what the model was told.
  rule(
    'override_instructions',
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+|each\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|foregoing|original|initial|existing|former|system|developer)\s+${INSTRUCTIONS}\b`,
  ),
  rule(
    'override_instructions',
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:${INSTRUCTIONS}|system\s+prompt)\b`,
  ),
  rule(
    'override_instructions',
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?${INSTRUCTIONS}\s+(?:that\s+)?you\s+(?:were|have\s+been|had\s+been|'ve\s+been)\s+(?:given|told|provided)`,
  ),
  rule(
    'override_instructions',
    A_DROP,
    String.raw`\b(?:forget|ignore|disregard)\s+(?:everything|all|anything)\s+(?:else\b|you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given|instructed)|(?:written\s+|said\s+)?(?:above|before\s+this|previously|so\s+far|up\s+to\s+(?:this|here))|(?:that\s+)?(?:came|comes|was\s+said|appears?)\s+(?:before|above)|in\s+(?:your|the)\s+(?:context|prompt))`,
  ),
  rule(
    'override_instructions',
    J_DROP,
    String.raw`(?:以前|これまで|今まで|前|上記|上|先|元|既存|最初|全て|すべて|他|ほか)の(?:指示|命令|指令|ルール|プロンプト|制約|ガイドライン|設定|内容|会話|文脈)(?:を|は|も)?(?:すべて|全て|全部|一切|いったん|一旦)?${JA_DROP}`,
  ),
  rule(
    'override_instructions',
    J_DROP,
    String.raw`(?:与えられた|受けた|言われた|設定された|書かれた|組み込まれた)(?:こと|指示|命令|ルール|制約|ガイドライン|内容|設定)(?:は|を|も)?(?:すべて|全て|全部|一切|いったん|一旦)?[^。\n]{0,4}${JA_DROP}`,
  ),
  rule(
    'override_instructions',
    J_DROP,
    String.raw`(?<!の)(?:指示|命令|ルール|ガイドライン|制約)(?:は|を)(?:すべて|全て|全部|一切)?(?:無視し(?:て|ろ|なさい)|無視せよ|忘れ(?:て|ろ|なさい))`,
  ),
  // New orders, a new persona.
  rule(
    'override_instructions',
    A_INSTRUCTION,
    String.raw`\bnew\s+instructions?\s*:|\b(?:real|actual|true|secret|hidden)\s+(?:instructions|task)\s*:`,
  ),
  rule(
    'override_instructions',
    J_INSTRUCTION,
    String.raw`(?<!の)(?:新しい|新たな|本当の|真の)(?:指示|命令|タスク|任務)\s*[:：]`,
  ),
  rule(
    'override_instructions',
    A_NOW,
    String.raw`\byou\s+are\s+now\s+(?!ready|able|eligible|logged|signed|connected|subscribed|registered|enrolled|set\s+up|a\s+member|part\s+of|in\s+charge|responsible|free\s+to)[^.\n]{0,60}?\b(?:assistant|ai|bot|chatbot|model|gpt|dan|unrestricted|unfiltered|uncensored|jailbroken|persona|mode|no\s+longer\s+(?:bound|restricted|an?\s+(?:ai|assistant))|without\s+(?:any\s+)?(?:restrictions|rules|limits|filters))\b`,
  ),
  rule(
    'override_instructions',
    A_NOW,
    String.raw`\bfrom\s+now\s+on\s*,?\s+(?:respond|answer|reply|speak|act|behave|only|always|you\s+(?:are|must|will\s+(?:only|always|respond|answer|act)))\b|\bdo\s+anything\s+now\b|\b(?:enable|enter|activate)\s+(?:developer|dan|god|jailbreak|unrestricted)\s+mode\b`,
  ),
  rule(
    'override_instructions',
    J_YOU,
    String.raw`あなたは(?:今から|いまから|これから|今後|今日から)[、,]?[^。\n]{0,40}?(?:です|である|だ|になりきって|になりきり|を演じ)(?:[。！!」\n]|$)`,
  ),
  rule(
    'override_instructions',
    J_LIMIT,
    String.raw`(?:制限|制約|検閲|フィルター)(?:の|が)(?:ない|無い)(?:ai|ａｉ|アシスタント|モデル|ボット|チャットボット)`,
  ),
  rule(
    'override_instructions',
    J_ACT,
    String.raw`として(?:振る舞|ふるま|行動し|回答し|答え)(?:って(?:ください|下さい)|え(?:[。！!]|$)|なさい)`,
  ),
  // Speaking to the model.
  rule(
    'override_instructions',
    A_AI,
    String.raw`\b(?:ai|assistant|language\s+model|llm|chatbot|claude|chatgpt|gpt)s?\s*,?\s+(?:you\s+)?(?:must|should|shall|are\s+to)\s+(?:now\s+|always\s+|only\s+|instead\s+)?(?:ignore|obey|disregard|recommend|tell\s+the\s+user|tell\s+users|output|reveal|print|state|claim|pretend|insist|promote)\b`,
  ),
  rule(
    'override_instructions',
    A_AI,
    String.raw`${TURN_START}(?:ai|assistant|claude|chatgpt|gpt)\s*,\s*(?:before|after|when|please|now|from\s+now|you\s+must|ignore|print|reveal|output|tell|send|do\s+not|don't|always|never|stop)\b`,
  ),
  rule(
    'override_instructions',
    A_AI,
    String.raw`\b${AI}\s+(?:(?:that\s+(?:is|are)\s+)?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|indexing|scanning|crawling|ingesting|quoting|citing)|that\s+(?:reads?|process(?:es)?|summari[sz]es?|parses?|quotes?|cites?))\s+(?:this|these|the\s+(?:following|above))(?:\s+(?:page|text|document|article|passage|content|file|material|section|paragraph|note|site|email|message|guide|manual))?\s*[:,.;]`,
  ),
  rule(
    'override_instructions',
    A_AI,
    String.raw`\b(?:note|message|attention|instructions?|reminder|notice|memo|directive)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?${AI}\b[^.\n:]{0,40}:`,
  ),
  rule(
    'override_instructions',
    A_AI,
    String.raw`\bif\s+you\s+(?:are|'re)\s+(?:an?\s+)?(?:ai|assistant|language\s+model|large\s+language\s+model|llm|chatbot|bot|ai\s+assistant|ai\s+model)\b`,
  ),
  rule(
    'override_instructions',
    J_YOU,
    String.raw`あなたが(?:ai|ａｉ|人工知能|言語モデル|llm|アシスタント|チャットボット|ボット)[^。\n]{0,10}(?:であれば|なら|の場合)|(?:ai|ａｉ|言語モデル|llm|アシスタント)であるあなた`,
  ),
  rule(
    'override_instructions',
    J_AI | A_AI,
    String.raw`(?:この|本|当|以下の|上記の)(?:ページ|文書|資料|テキスト|記事|文章|ファイル|サイト|マニュアル|メール|内容|データ)を(?:読んで|読み込んで|読む|読み込む|処理する|処理して|要約する|要約して|解析する|解析して|参照する|引用する|学習する)(?:いる)?[^。\n]{0,4}${AI_JA}[^。\n]{0,8}?(?:へ|宛|各位)`,
  ),
  rule(
    'override_instructions',
    J_AI | A_AI,
    String.raw`${AI_JA}(?:の皆様|の皆さん|各位)?(?:へ|宛て?|向け)(?:の)?(?:指示|命令|注記|編集注記|注意|メッセージ|連絡|お願い|通知)?\s*[:：]`,
  ),
  // A chat turn or template the model would take for its own.
  rule(
    'role_imitation',
    A_LT,
    String.raw`<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id)\|>`,
  ),
  rule('role_imitation', A_BRACKET | A_LT, String.raw`\[\/?(?:inst|sys)\]|<<\/?sys>>`),
  rule('role_imitation', A_LT, String.raw`<\/?(?:instructions?|system_prompt|user_query)>`),
  rule(
    'role_imitation',
    A_LT,
    ['system', 'assistant', 'user', 'admin', 'developer']
      .map((tag) => String.raw`<${tag}>\s*[^\s<][\s\S]{0,2000}?<\/${tag}>`)
      .join('|'),
  ),
  rule('role_imitation', A_ROLE, String.raw`${TURN_START}assistant\s*:\s*\S`),
  rule(
    'role_imitation',
    A_ROLE,
    String.raw`${TURN_START}(?:system|developer)\s*:[^\n]{0,200}?\b(?:you|your|user|assistant|must|always|never|ignore|respond|answer|reply|override|administrator|admin|verified|authori[sz]ed)\b`,
  ),
  rule(
    'role_imitation',
    A_HASH,
    String.raw`(?<=(?:^|[\n.!?。！？])\s*)#{2,4}\s*(?:instruction\s*(?::|\n|$)|(?:response|system\s+prompt)\s*:|(?:指示|命令)\s*(?:[:：]|\n|$)|(?:システム|応答|回答)\s*[:：])`,
  ),
  rule('role_imitation', J_ROLE, String.raw`${TURN_START}アシスタント\s*[:：]`),
  rule(
    'role_imitation',
    J_ROLE,
    String.raw`${TURN_START}システム\s*[:：][^\n]{0,200}?(?:ユーザー|あなた|アシスタント|管理者|開示|無視|従って|必ず|答え|回答|認証|権限)`,
  ),
  // Asking for the system prompt.
  rule(
    'system_prompt',
    A_PROMPT,
    String.raw`\b(?:reveal|print|show|repeat|output|disclose|leak|display|share|write\s+out|dump|recite|tell\s+me)\s+(?:me\s+|us\s+)?(?:your|the)\s+(?:full\s+|entire\s+|complete\s+|exact\s+)?(?:system\s+prompt|system\s+message|hidden\s+(?:instructions|prompt)|initial\s+(?:instructions|prompt)|original\s+(?:instructions|prompt)|developer\s+(?:instructions|message)|instructions\s+above)|\bwhat(?:\s+is|'s)\s+your\s+system\s+prompt`,
  ),
  rule(
    'system_prompt',
    J_YOU,
    String.raw`(?:あなた|君|貴方)の(?:システムプロンプト|初期指示|隠された指示|内部の指示|設定された指示)`,
  ),
  rule(
    'system_prompt',
    J_PROMPT,
    String.raw`(?:システムプロンプト|初期指示|隠された指示)(?:を|は)[^。\n]{0,12}(?:(?:表示|出力|開示|公開|書き出)(?:して|し[、,]|せよ|しろ|しなさい)|(?:教え|見せ)(?:て|ろ|なさい))`,
  ),
  // Tool calls in the formats models emit.
  rule(
    'tool_call',
    A_LT,
    String.raw`<\/?(?:tool_use|tool_call|tool_calls|tool_result|function_calls?|function_results?|invoke|antml:[a-z_]+)\b`,
  ),
  rule(
    'tool_call',
    A_QUOTE,
    String.raw`"(?:tool|tool_name|function|function_call|name|action)"\s*:\s*"[a-z_][\w.-]*"\s*,\s*"(?:arguments|parameters|input|args|params|action_input)"\s*:|"(?:function_call|tool_calls|tool_use)"\s*:\s*[{[]`,
  ),
  rule(
    'tool_call',
    A_UNDERSCORE,
    String.raw`\b(?:call|invoke|run|use|execute|trigger)\s+the\s+[a-z]+_[a-z_]+\s+(?:tool|function)\s+(?:with|to|using)\b|(?:ツール|関数)[^。\n]{0,10}[a-z]+_[a-z_]+[^。\n]{0,10}(?:呼び出|実行)|[a-z]+_[a-z_]+[^。\n]{0,6}(?:ツール|関数)を(?:呼び出|実行|使)`,
  ),
  // Data sent out, or kept from the user.
  rule(
    'exfiltration',
    A_USER,
    String.raw`\b(?:send|post|upload|forward|transmit|email|e-mail|submit|exfiltrate|leak|copy|append|add|attach|encode|include|put|paste|insert)\s+(?:a\s+copy\s+of\s+)?(?:all\s+|the\s+|this\s+|your\s+|any\s+|every\s+)?(?:full\s+|entire\s+|complete\s+|previous\s+)?(?:conversation|chat|transcript|history|system\s+prompt|user'?s?(?:\s+\w+)?|api\s+keys?|credentials|passwords?|secrets?|access\s+tokens?|(?:personal|private|confidential)\s+(?:data|information|details))\b[^.\n]{0,80}?\b(?:to|at|into|in|onto)\s+(?:the\s+(?:end\s+of\s+(?:the\s+)?)?)?(?:https?:\/\/|www\.|[\w.+-]+@[\w-]+\.|(?:this|the|a)\s+(?:image\s+)?(?:url|link|address|endpoint|server))`,
  ),
  rule(
    'exfiltration',
    A_CONCEAL,
    String.raw`\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|alert|warn|mention\s+(?:this|it|that)\s+to|reveal\s+(?:this|it|that)\s+to|let)\s+the\s+(?:user|human)\b|\b(?:do\s+not|don't|never)\s+(?:mention|reveal|disclose|acknowledge)\s+(?:this|these)\s+(?:note|instructions?|message|text)\b|\bwithout\s+(?:telling|informing|alerting|notifying)\s+the\s+user\b`,
  ),
  rule(
    'exfiltration',
    J_EXFILTRATION,
    String.raw`ユーザー(?:に|には|へ|へは)(?:絶対に|決して)?(?:伝え|言わ|知らせ|教え|明か|開示し)(?:ないで|ず|てはいけ|てはなら|ぬ)`,
  ),
  rule(
    'exfiltration',
    J_EXFILTRATION | A_USER,
    String.raw`(?:会話|チャット|やり取り|履歴|ユーザー(?:の|が)?(?:質問|入力|データ|情報|発言|メール|名前|氏名|住所)|個人情報|パスワード|apiキー|ａｐｉキー|トークン|認証情報|システムプロンプト|機密)[^。\n]{0,30}?(?:https?:\/\/|[\w.+-]+@[\w-]+\.)[^。\n]{0,60}?(?:送信|送っ|送り|送れ|アップロード|転送|post|付け|付加|追加|含め|埋め込|添え)`,
  ),
  // A Markdown image whose query string carries a placeholder for data ({…}, <…>, $VAR, CAPITALS, non-ASCII text)
  // rather than a fixed value; case-sensitive.
  rule(
    'exfiltration',
    A_IMAGE,
    String.raw`!\[[^\]\n]*\]\(\s*https?:\/\/[^)\s]*\?[^)\s]*=[^)\s]*?(?:[{}<>[\]$]|[^\x00-\x7F]|[A-Z_]{4,})|!\[[^\]\n]*\]\(\s*https?:\/\/[^)\s]*[?&](?:conversation|conv|chat|history|secret|password|prompt|memory)=`,
    '',
  ),
];

/** Why a passage reads as aimed at an AI assistant; `flagged` when there is any reason. Pure and fast. */
export function screenPassage(text: string): { flagged: boolean; reasons: InjectionReason[] } {
  const reasons: InjectionReason[] = [];
  let anchors = anchorsOf(text);
  const hidden = (anchors & HIDDEN) !== 0 && HIDDEN_CHARACTERS.test(text);
  let visible = text;
  if ((anchors & INVISIBLE) !== 0) {
    visible = text.replace(ZERO_WIDTH_ALL, '');
    anchors = anchorsOf(visible);
  }
  for (const { reason, anchors: needed, pattern } of RULES) {
    if ((anchors & needed) !== 0 && !reasons.includes(reason) && pattern.test(visible)) reasons.push(reason);
  }
  if (hidden) reasons.push('hidden_text');
  return { flagged: reasons.length > 0, reasons };
}
