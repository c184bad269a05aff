import { moneyParts } from '../lib/format';
import { useLanguage } from '../lib/use-language';

interface MoneyProps {
  /** In hundredths of the currency's unit. */
  cents: number;
  currency: string;
  /** The estimate on a line of its own, smaller (a card's price, a table's cell); else beside the amount. */
  stacked?: boolean;
  /** The charged amount alone: a list price struck through beside the price paid, whose estimate says enough. */
  plain?: boolean;
  /** Written before the amount and kept on its line: "−" for a discount or a refund, "+" for a credit. */
  sign?: string;
  /** The estimate's look: by default quiet grey, at the amount's size beside it, small on its own line. */
  estimateClassName?: string;
}

/**
 * An amount of money as ADR 0043 shows it: what is charged, and for a Japanese reader the yen it comes to beside or
 * under it ("$49.99（約7,499円）"). Each figure is kept whole on its line (a narrow column broke "$19.99" after
 * "$19.9"); the estimate is plain text a screen reader says as it is written.
 */
export function Money({
  cents,
  currency,
  stacked = false,
  plain = false,
  sign = '',
  estimateClassName = stacked ? 'text-xs font-normal text-slate-600' : 'font-normal text-slate-600',
}: MoneyProps) {
  const { language } = useLanguage();
  const { amount, estimate, beside, gap } = moneyParts(cents, currency, language);
  return (
    <>
      <span className="whitespace-nowrap">
        {sign}
        {amount}
      </span>
      {estimate !== null &&
        !plain &&
        (stacked ? (
          <span className={`block whitespace-nowrap ${estimateClassName}`}>{estimate}</span>
        ) : (
          <>
            {gap}
            <span className={`whitespace-nowrap ${estimateClassName}`}>{beside}</span>
          </>
        ))}
    </>
  );
}
