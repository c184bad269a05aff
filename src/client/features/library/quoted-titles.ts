import type { TFunction } from 'i18next';
import { INTL_LOCALE, type Language } from '../../../common/languages';

/** Pack titles in quotes, as the language lists them: “A”, “B”, and “C” / 「A」、「B」、「C」. */
export function quotedTitles(titles: string[], t: TFunction, language: Language): string {
  const quoted = titles.map((title) => t('refund.quoted', { title }));
  return new Intl.ListFormat(INTL_LOCALE[language], { type: 'conjunction' }).format(quoted);
}
