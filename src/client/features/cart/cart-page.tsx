import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkStatusCard } from '../../components/link-status-card';
import { Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { apiErrorText } from '../../lib/api-error-text';
import { itemKey } from '../../lib/cart';
import { registerNamespace } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/cart.json';
import ja from '../../locales/ja/cart.json';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { DiscountCodeForm } from './discount-code-form';
import { isMixedCurrency } from './refusals';
import { discountOf, useCartCheckout } from './use-cart-checkout';
import { HomeButton } from '../../components/home-button';

registerNamespace('cart', { en, ja });

/** /cart: the packs and bundles chosen on their sales pages, checked out together, with a discount code (issue 11). */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { items, signedIn, checkout, quote, code, refusals, refusedCode, priced, ...actions } =
    useCartCheckout();
  useDocumentTitle(t('title'));

  if (items.length === 0) {
    return <LinkStatusCard namespace="cart" messages="empty" Icon={ShoppingCart} to="/" />;
  }

  const currencies = new Set(items.map((item) => item.currency));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <ul
        aria-label={t('listLabel')}
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {items.map((item) => (
          <CartLine
            key={itemKey(item)}
            item={item}
            refusal={refusals.get(itemKey(item))}
            discountCents={discountOf(item, priced)}
          />
        ))}
      </ul>

      <div className="mt-6">
        <DiscountCodeForm
          applied={code}
          checking={quote.isFetching}
          refusal={refusedCode}
          failure={
            code && quote.isError && !refusedCode && refusals.size === 0 ? apiErrorText(quote.error, t) : null
          }
          onApply={actions.applyCode}
          onRemove={actions.removeCode}
        />
      </div>

      {currencies.size > 1 || isMixedCurrency(checkout.error) ? (
        <PageAlert className="mt-6">
          <p>{t('mixedCurrency')}</p>
        </PageAlert>
      ) : (
        <CartTotals items={items} priced={priced} />
      )}
      {checkout.isError && refusals.size === 0 && !refusedCode && !isMixedCurrency(checkout.error) && (
        <PageAlert className="mt-4">
          <p>{t('failed', { reason: apiErrorText(checkout.error, t) })}</p>
        </PageAlert>
      )}
      {refusals.size > 0 && (
        <PageAlert className="mt-4">
          <p>{t('refused')}</p>
        </PageAlert>
      )}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <HomeButton>{t('continue')}</HomeButton>
        <Button size="lg" onClick={actions.payNow} disabled={checkout.isPending || currencies.size > 1}>
          {checkout.isPending ? t('processing') : signedIn ? t('checkout') : t('signInToCheckout')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('guarantee')}</p>
    </div>
  );
}
