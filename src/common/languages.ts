import type { Language } from './language-list';
import { JAPANESE_ALIASES, LANGUAGE_PREFIX } from './routes';

export { JAPANESE_ALIASES, LANGUAGE_PREFIX };

/** Interface languages and how a path tells which one is in use (spec 01 §2 "Language and paths"). */
export { LANGUAGES, type Language } from './language-list';

/** Share of letters that must be Japanese for a text to read as Japanese (Latin names and code mix into both). */
const JAPANESE_SHARE = 0.3;
const JAPANESE_LETTER = /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u;

/**
 * The language a text (a question, a quote) is written in: Japanese when enough of its letters are kana or kanji —
 * "What is the difference between 御社 and 貴社?" is English — otherwise English.
 */
export function languageOfText(text: string): Language {
  let japanese = 0;
  let letters = 0;
  for (const character of text) {
    if (JAPANESE_LETTER.test(character)) japanese += 1;
    else if (/\p{L}/u.test(character)) letters += 1;
  }
  const total = japanese + letters;
  return total > 0 && japanese / total >= JAPANESE_SHARE ? 'ja' : 'en';
}

/** Intl locale used for numbers, dates and prices in each interface language. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Japanese when the path starts with /jp/ja or /ja/, or equals /ja, /creator-studio-jp or /mcp-jp. */
export function languageOfPath(pathname: string): Language {
  const path = trimTrailingSlash(pathname);
  if (path === '/jp/ja' || path.startsWith('/jp/ja/') || path.startsWith('/ja/')) return 'ja';
  if (path === '/ja' || path === '/creator-studio-jp' || path === '/mcp-jp') return 'ja';
  return 'en';
}

/** The language prefix a path was reached under: '/us/en', '/jp/ja', or '' for plain paths and aliases. */
export function prefixOfPath(pathname: string): string {
  const path = trimTrailingSlash(pathname);
  for (const prefix of Object.values(LANGUAGE_PREFIX)) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return prefix;
  }
  return '';
}

/** The route a path shows, without any language prefix or alias: '/jp/ja/about' → '/about'. */
export function routeOfPath(pathname: string): string {
  const path = trimTrailingSlash(pathname);
  const alias = JAPANESE_ALIASES[path];
  if (alias) return alias;
  const prefix = prefixOfPath(path);
  const rest = path.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: swaps the prefix and keeps the rest of the path. */
export function pathInLanguage(pathname: string, language: Language): string {
  const route = routeOfPath(pathname);
  const prefix = LANGUAGE_PREFIX[language];
  return route === '/' ? prefix : `${prefix}${route}`;
}

/**
 * Where a link to `route` goes from the current page: English pages reached without a prefix keep plain paths
 * (as the spec's nav does); everything else keeps the page's language prefix.
 */
export function localizedPath(route: string, currentPathname: string): string {
  const language = languageOfPath(currentPathname);
  const prefix = language === 'ja' ? LANGUAGE_PREFIX.ja : prefixOfPath(currentPathname);
  if (route === '/') return prefix === '' ? '/' : prefix;
  return `${prefix}${route}`;
}
