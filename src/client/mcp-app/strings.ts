import type { Language } from '../../common/languages';
import en from '../locales/en/mcpApp.json';
import ja from '../locales/ja/mcpApp.json';

/** The cards' words, from the same locale files as the site's (locales.test.ts holds the two languages equal). */
const BUNDLES: Record<Language, unknown> = { en, ja };

/** The card's language: the host's locale when it is Japanese, else English. */
export const languageOf = (locale: string | undefined): Language =>
  locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en';

/** `key` (dotted) in `language`, with each `{{name}}` replaced by `vars.name`. */
export function say(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  let found: unknown = BUNDLES[language];
  for (const part of key.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  if (typeof found !== 'string') throw new Error(`No text for ${key}`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(vars[name] ?? ''));
}
