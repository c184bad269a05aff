/**
 * The rules that look for a format rather than a phrase: a fake chat turn (`role_imitation`), a request for the
 * system prompt (`system_prompt`), a tool call in a model's syntax or ordered in prose (`tool_call`), and data sent
 * out or kept from the user (`exfiltration`).
 */
import {
  A_BRACKET,
  A_CONCEAL,
  A_HASH,
  A_IMAGE,
  A_LT,
  A_PROMPT,
  A_QUOTE,
  A_ROLE,
  A_TOOL,
  A_UNDERSCORE,
  A_USER,
  J_EXFILTRATION,
  J_PROMPT,
  J_ROLE,
  J_TOOL,
  J_YOU,
} from './anchors';
import { ADDRESS, JA_ORDER, TURN_START, rule, type Rule } from './patterns';

const ROLE_IMITATION: Rule[] = [
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
];

const SYSTEM_PROMPT: Rule[] = [
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
];

// Documentation says what a model *may* do ("the model may call the get_weather tool with…"); an injection orders
// it. So a call in prose counts only when nothing before the verb makes it a description.
// The look-ahead first, so the look-behind runs only where a verb starts.
const NOT_DESCRIBED = String.raw`(?=call|invoke|run|use|execute|trigger)(?<!\b(?:may|might|can|could|will|would|to|decides\s+to|chooses\s+to|wants\s+to|then)\s+)`;

const TOOL_CALLS: Rule[] = [
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
    String.raw`\b${NOT_DESCRIBED}(?:call|invoke|run|use|execute|trigger)\s+(?:the\s+|your\s+)?[a-z]+_[a-z_]+\s+(?:tool|function|action)\s+(?:with|to|on|using|passing|and|for|against)\b|(?:ツール|関数)[^。\n]{0,10}[a-z]+_[a-z_]+[^。\n]{0,10}(?:呼び出|実行)(?:し[、,]|して|せよ|すること|しなさい)|[a-z]+_[a-z_]+[^。\n]{0,6}(?:ツール|関数)を(?:呼び出|実行|使)(?:し[、,]|して|い[、,]|って|せよ|すること|しなさい)`,
  ),
  // A tool named by what it does, sent somewhere: "use your browsing tool to open https://…", メール送信機能で…に転送.
  rule(
    'tool_call',
    A_TOOL,
    String.raw`\b${NOT_DESCRIBED}use\s+(?:your|the)\s+(?:browsing|browser|web(?:\s+search)?|search|e-?mail|mail|code(?:\s+execution)?|shell|terminal|file(?:\s+system)?|http|fetch)\s+(?:tool|function|capability|plugin|access)\s+to\s+(?:open|visit|fetch|load|send|post|email|forward|delete|download|upload|run|execute|call|request|access)\b[^.\n]{0,80}?${ADDRESS}`,
  ),
  rule(
    'tool_call',
    J_TOOL,
    String.raw`(?:メール送信|メール|ブラウザ|ブラウジング|web検索|ウェブ検索|検索|ファイル操作|コード実行|シェル)(?:ツール|機能)(?:を使って|を使い|を用いて|で|により)[^。\n]{0,80}?${ADDRESS}[^。\n]{0,60}?${JA_ORDER}`,
  ),
];

const EXFILTRATION: Rule[] = [
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

export const FORMAT_RULES: readonly Rule[] = [
  ...ROLE_IMITATION,
  ...SYSTEM_PROMPT,
  ...TOOL_CALLS,
  ...EXFILTRATION,
];
