import { INTL_LOCALE, type Language } from '../../../common/languages';

/**
 * Typed amounts with up to two decimals, as whole hundredths: "120.5" dollars → 12050 cents, "12.5" percent →
 * 1250 basis points. Integer arithmetic, so 0.1 + 0.2 never turns up; full-width digits (a Japanese IME) are read
 * too. Null when the text is not such an amount.
 */
export function parseHundredths(text: string): number | null {
  const clean = text.normalize('NFKC').trim().replace(/^\$/, '').replaceAll(',', '');
  const match = /^(\d*)(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match || clean === '' || clean === '.') return null;
  const value = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** Cents as an amount field shows them: 12050 → "120.50". */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Basis points as the fee field shows them: 1000 → "10", 1250 → "12.5". */
export function percentText(bps: number): string {
  return String(bps / 100);
}

/** Basis points as a percentage in the interface language: 1250 → "12.5%". */
export function formatFee(bps: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'percent', maximumFractionDigits: 2 }).format(
    bps / 10_000,
  );
}
