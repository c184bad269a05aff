import type { AnswerLanguage } from '../../../common/contracts/answers';

/** Where the console keeps unsaved edits (spec 02 §2.7 kept the prompts themselves in local storage). */
const DRAFTS_KEY = 'kenja.admin.systemPromptDrafts';

export type PromptTexts = Record<AnswerLanguage, string>;

export function readDrafts(): PromptTexts | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(DRAFTS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { en, ja } = value as Record<string, unknown>;
    return typeof en === 'string' && typeof ja === 'string' ? { en, ja } : undefined;
  } catch {
    return undefined; // storage blocked or unreadable: there is simply no draft
  }
}

export function writeDrafts(texts: PromptTexts | undefined) {
  try {
    if (texts) localStorage.setItem(DRAFTS_KEY, JSON.stringify(texts));
    else localStorage.removeItem(DRAFTS_KEY);
  } catch {
    // Storage full or blocked: the draft lives only on this page.
  }
}
