import { INTL_LOCALE, LANGUAGES, type Language } from '../../common/languages';

/**
 * What an order line is called to its buyer (the receipt, its e-mail) and on the payment page, in the order's
 * language: a pack by its title, a block of query credits by the pack's title and the queries it buys — so buying
 * credits never reads as buying the pack; a team's seats by the title and the seats.
 */
export function orderLineName(
  line: { title: string; kind: 'pack' | 'credits' | 'seats'; credits: number; seats?: number },
  language: Language,
): string {
  if (line.kind === 'seats') {
    const seats = line.seats ?? 0;
    if (language === 'ja') return `${line.title} — チーム ${seats}席`;
    return `${line.title} — team of ${seats} ${seats === 1 ? 'seat' : 'seats'}`;
  }
  if (line.kind !== 'credits') return line.title;
  const count = new Intl.NumberFormat(INTL_LOCALE[language]).format(line.credits);
  if (language === 'ja') return `${line.title} — ${count}クエリ`;
  return `${line.title} — ${count} ${line.credits === 1 ? 'query' : 'queries'}`;
}

/** An order's stored language, or English for anything else. */
export function orderLanguage(stored: string): Language {
  return (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : 'en';
}
