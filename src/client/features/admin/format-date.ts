import { INTL_LOCALE, type Language } from '../../../common/languages';

const formats = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** An ISO time as the interface language writes it: "Mar 4, 2025" / "2025/03/04". */
export function formatDate(iso: string, language: Language, style: keyof typeof formats = 'date'): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], formats[style]).format(new Date(iso));
}
