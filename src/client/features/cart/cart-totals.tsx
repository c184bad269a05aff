import { useTranslation } from 'react-i18next';
import type { Quote } from '../../../common/contracts/commerce';
import { salePrice, type CartItem } from '../../lib/cart';
import { Money } from '../../components/money';

interface CartTotalsProps {
  items: readonly CartItem[];
  /** The server's figures for an applied code; without one, the prices the items were added at. */
  priced: Quote | null;
}

/**
 * What the cart comes to: the total, and above it the subtotal and the code's discount where there is one; in
 * Japanese each with its yen estimate (ADR 0043), the total's under it.
 */
export function CartTotals({ items, priced }: CartTotalsProps) {
  const { t } = useTranslation('cart');
  const currency = items[0]?.currency ?? 'USD';
  const subtotal = items.reduce((sum, item) => sum + salePrice(item), 0);
  const total = priced?.totalCents ?? subtotal;

  return (
    <dl className="mt-6 space-y-1" aria-live="polite">
      {priced && priced.discountCents > 0 && (
        <>
          <div className="flex items-baseline justify-between text-slate-700">
            <dt>{t('subtotal')}</dt>
            <dd className="text-right">
              <Money cents={priced.subtotalCents} currency={currency} />
            </dd>
          </div>
          <div className="flex items-baseline justify-between text-emerald-700">
            <dt>{t('discount', { code: priced.code })}</dt>
            <dd className="text-right">
              <Money
                cents={priced.discountCents}
                currency={currency}
                sign="−"
                estimateClassName="font-normal"
              />
            </dd>
          </div>
        </>
      )}
      <div className="flex items-baseline justify-between text-lg">
        <dt className="font-medium text-slate-700">{t('total')}</dt>
        <dd className="text-right text-2xl font-bold text-slate-900">
          <Money
            cents={total}
            currency={currency}
            stacked
            estimateClassName="text-sm font-normal text-slate-600"
          />
        </dd>
      </div>
    </dl>
  );
}
