/**
 * Markdown inline markup → the words a reader sees: emphasis marks go, links keep their text, images their alt.
 * Code spans stay code: "`children` was created by the parent" keeps its backticks in a passage (an answer quotes it
 * as code, an assistant reads it as code), and nothing inside one is taken for markup (`a*b*c`, `snake_case_`). A
 * heading's text drops them (`keepCode: false`): a heading path is a plain name.
 */
import { decodeEntities } from './html-entities';

const RULES: [RegExp, string][] = [
  [/<!--[\s\S]*?-->/g, ''],
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

/** A code span: a run of backticks, its content, and the same run closing it (CommonMark). */
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

function stripMarkup(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of RULES) plain = plain.replace(pattern, replacement);
  return decodeEntities(plain);
}

export function stripInlineMarkdown(text: string, { keepCode = true }: { keepCode?: boolean } = {}): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    const [whole, fence = '`', raw = ''] = match;
    result += stripMarkup(text.slice(last, match.index));
    // One space either side of the content is the span's padding, not its content (CommonMark 6.1).
    const content = /^ .* $/s.test(raw) && raw.trim() !== '' ? raw.slice(1, -1) : raw;
    result += keepCode ? `${fence}${content}${fence}` : content;
    last = match.index + whole.length;
  }
  return result + stripMarkup(text.slice(last));
}
