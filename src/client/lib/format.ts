import { INTL_LOCALE, type Language } from '../../common/languages';

/** A price in minor units, in the interface language's format: $49.99 / $49.99 (ja-JP keeps the currency). */
export function formatPrice(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency }).format(cents / 100);
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language]).format(value);
}

export function formatRating(value: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
