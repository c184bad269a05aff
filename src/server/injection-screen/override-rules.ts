/**
 * `override_instructions`: the text tells the model to drop what it was told, hands it new orders or a new persona,
 * or speaks to it — as "AI assistants reading this", by name ("Claude, when you read this…", ChatGPTさん、…), or
 * in Japanese written in romaji or kana alone. Ordinary writing says "ignore", "instructions", "assistant", 指示 all
 * the time, so each pattern wants an imperative aimed at the model, not the topic.
 */
import {
  A_AI,
  A_DROP,
  A_INSTRUCTION,
  A_NAMED,
  A_NOW,
  J_ACT,
  J_AI,
  J_DROP,
  J_CALL,
  J_INSTRUCTION,
  J_LIMIT,
  J_PHONETIC,
  J_YOU,
} from './anchors';
import {
  AI,
  AI_JA,
  DROP,
  INSTRUCTIONS,
  JA_DROP,
  JA_ORDER,
  NAMED,
  TURN_START,
  rule,
  type Rule,
} from './patterns';

const OVERRIDE = 'override_instructions';

const DROPPING: Rule[] = [
  rule(
    OVERRIDE,
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+|each\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|foregoing|original|initial|existing|former|system|developer)\s+${INSTRUCTIONS}\b`,
  ),
  rule(
    OVERRIDE,
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+)?(?:of\s+)?your\s+(?:\w+\s+)?(?:${INSTRUCTIONS}|system\s+prompt)\b`,
  ),
  rule(
    OVERRIDE,
    A_DROP,
    String.raw`\b${DROP}\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?${INSTRUCTIONS}\s+(?:that\s+)?you\s+(?:were|have\s+been|had\s+been|'ve\s+been)\s+(?:given|told|provided)`,
  ),
  // "Forget everything you were told about salting pasta" is advice to a reader about a topic, not to a model.
  rule(
    OVERRIDE,
    A_DROP,
    String.raw`\b(?:forget|ignore|disregard)\s+(?:everything|all|anything)\s+(?:else\b|you\s+(?:were|have\s+been|'ve\s+been)\s+(?:told|given|instructed)(?!\s+about\b)|(?:written\s+|said\s+)?(?:above|before\s+this|previously|so\s+far|up\s+to\s+(?:this|here))|(?:that\s+)?(?:came|comes|was\s+said|appears?)\s+(?:before|above)|in\s+(?:your|the)\s+(?:context|prompt))`,
  ),
  rule(
    OVERRIDE,
    J_DROP,
    String.raw`(?:以前|これまで|今まで|前|上記|上|先|元|既存|最初|全て|すべて|他|ほか)の(?:指示|命令|指令|ルール|プロンプト|制約|ガイドライン|設定|内容|会話|文脈)(?:を|は|も)?(?:すべて|全て|全部|一切|いったん|一旦)?${JA_DROP}`,
  ),
  rule(
    OVERRIDE,
    J_DROP,
    String.raw`(?:与えられた|受けた|言われた|設定された|書かれた|組み込まれた)(?:こと|指示|命令|ルール|制約|ガイドライン|内容|設定)(?:は|を|も)?(?:すべて|全て|全部|一切|いったん|一旦)?[^。\n]{0,4}${JA_DROP}`,
  ),
  rule(
    OVERRIDE,
    J_DROP,
    String.raw`(?<!の)(?:指示|命令|ルール|ガイドライン|制約)(?:は|を)(?:すべて|全て|全部|一切)?(?:無視し(?:て|ろ|なさい)|無視せよ|忘れ(?:て|ろ|なさい))`,
  ),
  // The same orders in romaji, or in kana alone (read as hiragana: the view folds katakana first).
  rule(
    OVERRIDE,
    J_PHONETIC,
    String.raw`\b(?:izen|kore\s*made|ima\s*made|mae|ue|saisho|subete)\s+no\s+(?:shiji|meirei|ruru|ruuru|puronputo)\s+(?:wa|wo|o)\s+(?:subete\s+|zenbu\s+|issai\s+)?(?:mushi|wasure)`,
  ),
  rule(
    OVERRIDE,
    J_PHONETIC,
    String.raw`(?:いぜん|これまで|いままで|まえ|うえ|さいしょ)の(?:しじ|めいれい|るーる|ぷろんぷと)(?:を|は|も)?(?:すべて|ぜんぶ|いっさい)?(?:むし|わすれ)`,
  ),
];

const NEW_ORDERS: Rule[] = [
  rule(
    OVERRIDE,
    A_INSTRUCTION,
    String.raw`\bnew\s+instructions?\s*:|\b(?:real|actual|true|secret|hidden)\s+(?:instructions|task)\s*:`,
  ),
  rule(
    OVERRIDE,
    J_INSTRUCTION,
    String.raw`(?<!の)(?:新しい|新たな|本当の|真の)(?:指示|命令|タスク|任務)\s*[:：]`,
  ),
  rule(
    OVERRIDE,
    A_NOW,
    String.raw`\byou\s+are\s+now\s+(?!ready|able|eligible|logged|signed|connected|subscribed|registered|enrolled|set\s+up|a\s+member|part\s+of|in\s+charge|responsible|free\s+to)[^.\n]{0,60}?\b(?:assistant|ai|bot|chatbot|model|gpt|dan|unrestricted|unfiltered|uncensored|jailbroken|persona|mode|no\s+longer\s+(?:bound|restricted|an?\s+(?:ai|assistant))|without\s+(?:any\s+)?(?:restrictions|rules|limits|filters))\b`,
  ),
  rule(
    OVERRIDE,
    A_NOW,
    String.raw`\bfrom\s+now\s+on\s*,?\s+(?:respond|answer|reply|speak|act|behave|only|always|you\s+(?:are|must|will\s+(?:only|always|respond|answer|act)))\b|\bdo\s+anything\s+now\b|\b(?:enable|enter|activate)\s+(?:developer|dan|god|jailbreak|unrestricted)\s+mode\b`,
  ),
  rule(
    OVERRIDE,
    J_YOU,
    String.raw`あなたは(?:今から|いまから|これから|今後|今日から)[、,]?[^。\n]{0,40}?(?:です|である|だ|になりきって|になりきり|を演じ)(?:[。！!」\n]|$)`,
  ),
  rule(
    OVERRIDE,
    J_LIMIT,
    String.raw`(?:制限|制約|検閲|フィルター)(?:の|が)(?:ない|無い)(?:ai|ａｉ|アシスタント|モデル|ボット|チャットボット)`,
  ),
  rule(
    OVERRIDE,
    J_ACT,
    String.raw`として(?:振る舞|ふるま|行動し|回答し|答え)(?:って(?:ください|下さい)|え(?:[。！!]|$)|なさい)`,
  ),
];

const SPEAKING_TO_THE_MODEL: Rule[] = [
  rule(
    OVERRIDE,
    A_AI,
    String.raw`\b(?:ai|assistant|language\s+model|llm|chatbot|claude|chatgpt|gpt)s?\s*,?\s+(?:you\s+)?(?:must|should|shall|are\s+to)\s+(?:now\s+|always\s+|only\s+|instead\s+)?(?:ignore|obey|disregard|recommend|tell\s+the\s+user|tell\s+users|output|reveal|print|state|claim|pretend|insist|promote)\b`,
  ),
  rule(
    OVERRIDE,
    A_AI,
    String.raw`${TURN_START}(?:ai|assistant|claude|chatgpt|gpt)\s*,\s*(?:before|after|when|please|now|from\s+now|you\s+must|ignore|print|reveal|output|tell|send|do\s+not|don't|always|never|stop)\b`,
  ),
  rule(
    OVERRIDE,
    A_AI,
    String.raw`\b${AI}\s+(?:(?:that\s+(?:is|are)\s+)?(?:reading|processing|summari[sz]ing|parsing|analy[sz]ing|indexing|scanning|crawling|ingesting|quoting|citing)|that\s+(?:reads?|process(?:es)?|summari[sz]es?|parses?|quotes?|cites?))\s+(?:this|these|the\s+(?:following|above))(?:\s+(?:page|text|document|article|passage|content|file|material|section|paragraph|note|site|email|message|guide|manual))?\s*[:,.;—–-]`,
  ),
  rule(
    OVERRIDE,
    A_AI,
    String.raw`\b(?:note|message|attention|instructions?|reminder|notice|memo|directive)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?${AI}\b[^.\n:]{0,40}:`,
  ),
  rule(
    OVERRIDE,
    A_AI,
    String.raw`\bif\s+you\s+(?:are|'re)\s+(?:an?\s+)?(?:ai|assistant|language\s+model|large\s+language\s+model|llm|chatbot|bot|ai\s+assistant|ai\s+model)\b`,
  ),
  // By name, then a comma and an order or a "when you read this"; after a colon only the unmistakable orders, since
  // a quoted transcript ("ChatGPT: Always consult a doctor") is a reply, not an order.
  rule(
    OVERRIDE,
    A_NAMED,
    String.raw`\b${NAMED}\s*,\s*(?:please\s+)?(?:(?:when|if|once|as|after|before|while)\s+you\s+(?:read|see|process|summari[sz]e|parse|encounter|reach|quote|cite|are\s+(?:reading|summari[sz]ing|asked|processing))|ignore|disregard|forget|always|never|do\s+not|don't|you\s+must|you\s+should|make\s+sure|be\s+sure|remember\s+to|tell|say|state|claim|recommend|rank|describe|include|add|append|send|call|use|open|visit|respond|answer|reply|output|print|reveal|mention|omit|write|present)\b`,
  ),
  rule(
    OVERRIDE,
    A_NAMED,
    String.raw`\b${NAMED}\s*:\s*(?:please\s+)?(?:(?:when|if|once|as|after|before|while)\s+you\s+(?:read|see|process|summari[sz]e|parse|quote|cite|are)\b|in\s+(?:any|every|each|your)\s+(?:summary|answer|reply|response)\b|ignore\b|disregard\b|forget\b|you\s+(?:must|should|are\s+to)\b)`,
  ),
  rule(
    OVERRIDE,
    J_YOU,
    String.raw`あなたが(?:ai|ａｉ|人工知能|言語モデル|llm|アシスタント|チャットボット|ボット)[^。\n]{0,10}(?:であれば|なら|の場合)|(?:ai|ａｉ|言語モデル|llm|アシスタント)であるあなた`,
  ),
  rule(
    OVERRIDE,
    J_AI | A_AI,
    String.raw`(?:この|本|当|以下の|上記の)(?:ページ|文書|資料|テキスト|記事|文章|ファイル|サイト|マニュアル|メール|内容|データ|論文)を(?:読んで|読み込んで|読む|読み込む|処理する|処理して|要約する|要約して|解析する|解析して|参照する|引用する|学習する|読んだ)(?:いる)?[^。\n]{0,4}${AI_JA}[^。\n]{0,8}?(?:へ|宛|各位)`,
  ),
  rule(
    OVERRIDE,
    J_AI | A_AI,
    String.raw`${AI_JA}(?:の皆様|の皆さん|各位)?(?:へ|宛て?|向け)(?:の)?(?:指示|命令|注記|編集注記|注意|メッセージ|連絡|お願い|通知)?\s*[:：]`,
  ),
  // AIの皆さん、…してください: the model called to, then ordered in the same sentence.
  rule(OVERRIDE, J_CALL, String.raw`${AI_JA}(?:の皆様|の皆さん|各位|さん)[、,][^。\n]{0,60}?${JA_ORDER}`),
  // Claudeへ：…, ChatGPTさん、…してください, Geminiは、この論文を読んだら…すること.
  rule(OVERRIDE, A_NAMED, String.raw`${NAMED}(?:さん|様|くん|君)?(?:へ|宛て?|に告ぐ)\s*[:：、,]`),
  rule(
    OVERRIDE,
    A_NAMED,
    String.raw`${NAMED}(?:さん|様|くん|君)\s*[、,][^。\n]{0,60}?${JA_ORDER}|${NAMED}(?:さん|様)?(?:は|も)?\s*[、,]?[^。\n]{0,12}?(?:を|が)(?:読んだら|読む(?:とき|際|場合)は?|読み込んだら|要約する(?:とき|際|場合)は?|処理する(?:とき|際)は?)[^。\n]{0,60}?${JA_ORDER}`,
  ),
  rule(OVERRIDE, J_PHONETIC, String.raw`\b(?:ai|${NAMED})\s+no\s+minasan\s+e\s*[:：]`),
];

export const OVERRIDE_RULES: readonly Rule[] = [...DROPPING, ...NEW_ORDERS, ...SPEAKING_TO_THE_MODEL];
