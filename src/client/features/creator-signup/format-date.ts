import { INTL_LOCALE, type Language } from '../../../common/languages';

/** A calendar date in the page's language: "January 5, 2026" / "2026年1月5日". */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long' }).format(new Date(iso));
}
