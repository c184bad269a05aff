import type { Language } from '../../common/languages';

const STORAGE_KEY = 'kenja.language';

/** The language last shown to this browser, or, the first time, the browser's own preference. */
export function preferredLanguage(): Language {
  const saved = safeStorage()?.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'ja') return saved;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.some((l) => l.toLowerCase().startsWith('ja')) ? 'ja' : 'en';
}

export function rememberLanguage(language: Language) {
  safeStorage()?.setItem(STORAGE_KEY, language);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage can be blocked (private modes, strict settings)
  }
}
