/** Markdown inline markup → the words a reader sees: emphasis marks go, links keep their text, images their alt. */
import { decodeEntities } from './html-entities';

const RULES: [RegExp, string][] = [
  [/<!--[\s\S]*?-->/g, ''],
  [/`+([^`]+?)`+/g, '$1'],
  [/!\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/!\[([^\]]*)\]\[[^\]]*\]/g, '$1'],
  [/\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g, '$1'],
  [/\[([^\]]+)\]\[[^\]]*\]/g, '$1'],
  [/<((?:https?|mailto):[^>\s]+)>/g, '$1'],
  [/<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>/g, ''],
  [/(\*\*|__)(?=\S)([\s\S]+?)(?<=\S)\1/g, '$2'],
  [/\*(?=\S)([\s\S]+?)(?<=\S)\*/g, '$1'],
  // Underscores only at word edges: snake_case names keep theirs.
  [/(^|[^\p{L}\p{N}_])_(?=\S)([\s\S]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1$2'],
  [/~~(?=\S)([\s\S]+?)(?<=\S)~~/g, '$1'],
  [/\\([!-/:-@[-`{-~])/g, '$1'],
];

export function stripInlineMarkdown(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of RULES) plain = plain.replace(pattern, replacement);
  return decodeEntities(plain);
}
