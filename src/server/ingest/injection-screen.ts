/**
 * The indexing-time screen against prompt injection arriving through documents. A passage is flagged when it
 * speaks to an AI assistant rather than to a human reader: it tells the model to drop its instructions, imitates
 * a chat role or a system prompt, looks like a tool call, asks for data to be sent somewhere, or hides text in
 * invisible characters. Flagging never removes a word: flagged passages are still served, marked as such, and
 * counted for the pack's creator and the admins. Invisible characters themselves are stripped earlier, by
 * `normalizeText`; `hidden_text` is for raw text that still carries them.
 *
 * Patterns want an imperative aimed at the model ("ignore previous instructions") rather than a topic ("the
 * instructions for assembly"), so ordinary manuals, recipes and papers about injection pass.
 */

export const INJECTION_SCREEN_VERSION = 1;

export type InjectionReason =
  'override_instructions' | 'role_imitation' | 'system_prompt' | 'tool_call' | 'exfiltration' | 'hidden_text';

/** Tag characters, bidirectional overrides and isolates: text a reader cannot see but a model reads. */
export const HIDDEN_CHARACTERS = /[\u{E0000}-\u{E007F}\u202A-\u202E\u2066-\u2069]/u;

const PATTERNS: readonly [InjectionReason, RegExp][] = [
  [
    'override_instructions',
    new RegExp(
      [
        String.raw`\b(?:ignore|disregard|forget|override|bypass|skip)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+)?(?:previous|prior|above|earlier|preceding|original|initial|existing|system)\s+(?:instructions?|prompts?|rules|directions|guidelines|messages)`,
        String.raw`\b(?:ignore|disregard|forget)\s+(?:all\s+|everything\s+)?(?:your|the)\s+(?:instructions|rules|guidelines|programming|training)`,
        String.raw`\bforget\s+everything\s+(?:above|before|else|so\s+far|you\s+(?:know|were\s+told)|(?:i|we)\s+said)\b`,
        String.raw`\bnew\s+instructions\s*:`,
        String.raw`\b(?:from\s+now\s+on|instead)\s*,?\s+(?:you\s+(?:must|will|should|are)|respond|answer|reply)\b`,
        String.raw`\byou\s+are\s+now\s+(?:a|an|in|the|no\s+longer|DAN|free|unrestricted|jailbroken)\b`,
        String.raw`\b(?:ai|ai\s+assistant|language\s+model|llm|chatbot|claude|chatgpt)\s*,?\s+(?:you\s+)?(?:must|should|will)\s+(?:now\s+)?(?:ignore|obey|follow|answer|reply|respond|say|tell|output|recommend)`,
        String.raw`\b(?:note|attention|message|instructions?)\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|model|llm|chatbot|language\s+model)\b`,
        String.raw`\bif\s+you\s+are\s+an?\s+(?:ai|assistant|language\s+model|llm)\b`,
        String.raw`(?:以前|これまで|前|上記|先|元|既存|全て|すべて)の(?:指示|命令|指令|ルール|プロンプト|設定)(?:を|は)(?:すべて|全て)?(?:無視|忘れ|破棄|取り消)`,
        String.raw`(?:指示|命令|ルール)(?:を|は)(?:すべて|全て)?(?:無視し|忘れ)`,
        String.raw`あなたは(?:今から|これから|今後|もう)`,
        String.raw`(?:AI|ＡＩ|アシスタント|言語モデル|チャットボット)(?:へ|に対して|に)(?:の)?(?:指示|命令|メッセージ|お願い)`,
        String.raw`として(?:振る舞|ふるま|行動し|回答し|答え)(?:って|い|え|なさい|ること|てください)`,
        String.raw`新しい指示\s*[:：]`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'role_imitation',
    new RegExp(
      [
        String.raw`(?:^|\n)\s*(?:#{1,3}\s*)?(?:system|assistant|developer)\s*:\s*\S`,
        String.raw`<\|?(?:im_start|im_end|system|endoftext|eot_id|start_header_id)\|?>`,
        String.raw`\[/?(?:INST|SYS)\]|<<\/?SYS>>`,
        String.raw`</?(?:system|instructions?|assistant|user_query|admin)>`,
        String.raw`(?:^|\n)\s*#{2,3}\s*(?:instruction|system|response)\s*:?\s*(?:$|\n)`,
        String.raw`(?:^|\n)\s*(?:システム|アシスタント)\s*[:：]`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'system_prompt',
    new RegExp(
      [
        String.raw`\b(?:reveal|print|show|repeat|output|disclose|leak|tell\s+me)\s+(?:me\s+)?(?:your|the)\s+(?:system\s+prompt|hidden\s+instructions|initial\s+instructions|instructions\s+above)`,
        String.raw`\byour\s+system\s+prompt\b`,
        String.raw`システムプロンプト(?:を|は)(?:表示|出力|教え|開示|見せ|無視|変更)`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'tool_call',
    new RegExp(
      [
        String.raw`</?(?:tool_use|tool_call|tool_result|function_calls?|invoke|antml:[a-z_]+)\b`,
        String.raw`"(?:tool|tool_name|function_call|tool_calls|name)"\s*:\s*"(?:[a-z_]+)"\s*,\s*"(?:arguments|parameters|input|args)"\s*:`,
        String.raw`"function_call"\s*:`,
      ].join('|'),
      'iu',
    ),
  ],
  [
    'exfiltration',
    new RegExp(
      [
        String.raw`!\[[^\]]*\]\(https?://[^)\s]+\?[^)\s]*=`,
        String.raw`\b(?:send|post|upload|forward|transmit|email|e-mail)\s+(?:all\s+|the\s+|this\s+|your\s+|any\s+)?(?:conversation|chat|data|messages?|history|context|user'?s?\s+\w+|api\s+keys?|credentials|tokens?|passwords?|secrets?|information)\b[^.\n]{0,60}\b(?:to|at)\s+(?:https?://|[\w.+-]+@|this\s+(?:url|address|endpoint))`,
        String.raw`\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|mention\s+(?:this\s+)?to|reveal\s+(?:this\s+)?to|let)\s+the\s+user\b`,
        String.raw`\bwithout\s+(?:telling|informing|alerting)\s+the\s+user\b`,
        String.raw`ユーザー(?:に|には)(?:伝え|言わ|知らせ|教え)(?:ないで|ず|てはいけ)`,
        String.raw`(?:会話|チャット|履歴|データ|個人情報|パスワード|APIキー|トークン)[^。\n]{0,30}(?:https?://|@)[^。\n]{0,60}(?:送信|送っ|送り|アップロード|転送)`,
        String.raw`(?:送信|転送|アップロード)[^。\n]{0,20}https?://`,
      ].join('|'),
      'iu',
    ),
  ],
];

/** Why a passage reads as aimed at an assistant; `flagged` when there is any reason. Pure and fast. */
export function screenPassage(text: string): { flagged: boolean; reasons: InjectionReason[] } {
  const reasons: InjectionReason[] = [];
  for (const [reason, pattern] of PATTERNS) if (pattern.test(text)) reasons.push(reason);
  if (HIDDEN_CHARACTERS.test(text)) reasons.push('hidden_text');
  return { flagged: reasons.length > 0, reasons };
}
