import type { AnswerLanguage } from '../../common/contracts/answers';
import { languageOfText } from '../../common/languages';

/**
 * An extractive answer quotes the pack word for word; without a model nothing can translate it. When the quotes are
 * in another language than the caller asked for, a line in the asked language says so, so the answer still obeys
 * the caller's language where it can (issue 24: `language: "en"` on a Japanese pack answered in Japanese alone).
 */
const QUOTED_IN: Record<AnswerLanguage, string> = {
  en: 'Quoted from the pack in Japanese (no AI model is set up to translate it):',
  ja: 'パックの原文（英語）から引用します（翻訳する AI モデルは設定されていません）：',
};

/** Whether a text reads as Japanese (common/languages.ts: enough of its letters are kana or kanji). */
export function looksJapanese(text: string): boolean {
  return languageOfText(text) === 'ja';
}

/** The quotes as they are when they are in `language`, else led by a line in `language` saying what they are. */
export function inAskedLanguage(quotes: string, language: AnswerLanguage): string {
  if (quotes.trim() === '' || looksJapanese(quotes) === (language === 'ja')) return quotes;
  return `${QUOTED_IN[language]}\n\n${quotes}`;
}
