import type { Language } from '../../common/languages';
import { formatDate, formatMoney, formatRating } from '../lib/format';

/** Money, ratings and dates as the site writes them (one way: lib/format.ts), for the cards. */
export const money = (cents: number, currency: string, language: Language) =>
  formatMoney(cents, currency, language);
export const rating = (value: number, language: Language) => formatRating(value, language);
export const date = (iso: string, language: Language) => formatDate(iso, language);
