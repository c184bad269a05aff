/** What a rule is, and the pattern fragments several rules share. */

export type InjectionReason =
  'override_instructions' | 'role_imitation' | 'system_prompt' | 'tool_call' | 'exfiltration' | 'hidden_text';

export type TextReason = Exclude<InjectionReason, 'hidden_text'>;

export interface Rule {
  reason: TextReason;
  /** The rule runs only when one of these anchors (see anchors.ts) occurs in the text. */
  anchors: number;
  pattern: RegExp;
}

export const rule = (reason: TextReason, anchors: number, source: string, flags = 'i'): Rule => ({
  reason,
  anchors,
  pattern: new RegExp(source, flags),
});

export const AI = String.raw`(?:ai|llm|gpt|chatgpt|claude|gemini|copilot|language\s+models?|large\s+language\s+models?|ai\s+(?:assistants?|models?|systems?|agents?)|assistants?|chatbots?|bots?|models?|agents?)`;
export const AI_JA = String.raw`(?:ai|ａｉ|人工知能|言語モデル|llm|アシスタント|チャットボット|ボット|エージェント|モデル)(?:システム|モデル|アシスタント)?`;
/** Assistants people address by name. */
export const NAMED = String.raw`(?:claude|chatgpt|gemini|copilot|perplexity|grok|llama|bard|bing(?:\s+chat)?|mistral|deepseek|gpt-?\d(?:\.\d)?o?)`;
export const INSTRUCTIONS = String.raw`(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|messages|context|constraints|commands|programming|training|policies|restrictions)`;
export const DROP = String.raw`(?:ignore|disregard|forget|override|bypass|discard|abandon|set\s+aside)`;
export const JA_DROP = String.raw`(?:無視|忘れ(?!ない|ず|ぬ|ませ|られ)|破棄|取り消|脇に置|リセット)`;
/** A Japanese sentence that ends in an order: してください, しないでください, せよ, すること… */
export const JA_ORDER = String.raw`(?:[てで](?:ください|下さい|くれ|ね)|せよ|しろ|すること|しなさい|なさい|こと[。\n]|こと$)`;
// Just after a line start or a sentence end (normalisation joins the lines of a paragraph), past any heading marks.
export const TURN_START = String.raw`(?<=(?:^|[\n.!?。！？])[\s#]*)`;
/** A web address or an e-mail address: where data would go. */
export const ADDRESS = String.raw`(?:https?:\/\/|www\.|[\w.+-]+@[\w-]+\.)`;
