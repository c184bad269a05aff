// Money's one rule (docs/decisions/0043-money-in-two-currencies.md): an amount is charged, recorded and paid out in
// its own currency, in hundredths of the currency's unit; a Japanese reader also sees, beside it, the yen it comes to
// at the spec's one rate, as an estimate. The client's formatMoney and the receipt e-mail both ask here.
import type { Language } from './language-list';
import { YEN_PER_DOLLAR } from './limits';

/** Currencies with a rate to yen (spec 02 §9 gives one: dollars × 150). */
const YEN_PER_UNIT: Readonly<Record<string, number>> = { USD: YEN_PER_DOLLAR };

/**
 * The yen a reader of `language` is shown beside an amount, to the whole yen (halves away from zero), or null when
 * none is: in English, for an amount already in yen (or in a currency without a rate), and for nothing at all.
 */
export function yenEstimate(cents: number, currency: string, language: Language): number | null {
  const rate = YEN_PER_UNIT[currency.toUpperCase()];
  if (language !== 'ja' || rate === undefined || cents === 0) return null;
  const yen = Math.round((Math.abs(cents) * rate) / 100);
  return cents < 0 ? -yen : yen;
}
