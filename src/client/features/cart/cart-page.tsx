import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { apiErrorText } from '../../lib/api-error-text';
import { cart, salePrice, useCart } from '../../lib/cart';
import { formatPrice } from '../../lib/format';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/cart.json';
import ja from '../../locales/ja/cart.json';
import { useCheckout } from './api/checkout';
import { CartLine } from './cart-line';
import { isMixedCurrency, refusalsByPack } from './refusals';

registerNamespace('cart', { en, ja });

/** /cart: the packs chosen on their sales pages, checked out together (issue 11). */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { language, localize } = useLanguage();
  const items = useCart();
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const navigate = useNavigate();
  const checkout = useCheckout();
  useDocumentTitle(t('title'));

  if (items.length === 0) {
    return (
      <StatusCard
        Icon={ShoppingCart}
        tone="brand"
        title={t('empty.title')}
        actions={
          <ButtonLink to={localize('/')} size="lg">
            {t('empty.button')}
          </ButtonLink>
        }
      >
        <p>{t('empty.text')}</p>
      </StatusCard>
    );
  }

  const packIds = items.map((item) => item.packId);
  const refusals = checkout.isError ? refusalsByPack(checkout.error, packIds) : new Map();
  const currencies = new Set(items.map((item) => item.currency));
  const currency = items[0]?.currency ?? 'USD';
  const total = items.reduce((sum, item) => sum + salePrice(item), 0);

  const payNow = () => {
    if (session.status !== 'signedIn') {
      openSignIn();
      return;
    }
    checkout.mutate(
      { packIds, language },
      {
        onSuccess: ({ payUrl }) => {
          cart.clear();
          // The dev checkout is a page of ours; Stripe Checkout is Stripe's own.
          if (payUrl.startsWith('/')) void navigate(payUrl);
          else window.location.assign(payUrl);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <ul
        aria-label={t('listLabel')}
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {items.map((item) => (
          <CartLine key={item.packId} item={item} refusal={refusals.get(item.packId)} />
        ))}
      </ul>

      {currencies.size > 1 || isMixedCurrency(checkout.error) ? (
        <PageAlert className="mt-6">
          <p>{t('mixedCurrency')}</p>
        </PageAlert>
      ) : (
        <p className="mt-6 flex items-baseline justify-between text-lg">
          <span className="font-medium text-slate-700">{t('total')}</span>
          <span className="text-2xl font-bold text-slate-900">{formatPrice(total, currency, language)}</span>
        </p>
      )}
      {checkout.isError && refusals.size === 0 && !isMixedCurrency(checkout.error) && (
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
        <ButtonLink to={localize('/')} variant="secondary" size="lg">
          {t('continue')}
        </ButtonLink>
        <Button size="lg" onClick={payNow} disabled={checkout.isPending || currencies.size > 1}>
          {checkout.isPending
            ? t('processing')
            : session.status === 'signedIn'
              ? t('checkout')
              : t('signInToCheckout')}
        </Button>
      </div>
      <p className="mt-4 text-sm text-slate-600">{t('guarantee')}</p>
    </div>
  );
}
