import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Order } from '../../../common/contracts/commerce';
import { NotFoundCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { signedInPage } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { api, callApi, isMissing } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { orderKey, useOrder } from '../../lib/order';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/checkout.json';
import ja from '../../locales/ja/checkout.json';
import { IconNote } from '../../components/ui/icon-note';
import { Money } from '../../components/money';

registerNamespace('checkout', { en, ja });

/**
 * /checkout/dev/{order}: the dev checkout (development servers without Stripe keys, never production). It says
 * plainly that no money moves; Pay runs the same fulfilment a verified Stripe payment runs.
 */
export const DevCheckoutPage = signedInPage('checkout', DevCheckout, { titled: true });

function DevCheckout() {
  const { id = '' } = useParams();
  const { t } = useTranslation('checkout');
  const { localize } = useLanguage();
  const order = useOrder(id);
  const pay = usePayDev(id);
  const navigate = useNavigate();

  if (order.isPending) return <StatusCardLoading />;
  if (isMissing(order.error)) return <NotFoundCard namespace="checkout" />;
  if (order.isError) {
    return <LoadFailure namespace="checkout" title={t('title')} query={{ error: order.error }} width="xl" />;
  }
  const receipt = localize(`/orders/${order.data.id}`);
  // An expired checkout (left unpaid for 30 minutes, or replaced by a newer one) can no longer be paid.
  const payable = order.data.status === 'pending';
  const expired = order.data.status === 'expired';

  return (
    <section className="mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14">
      <IconNote
        Icon={FlaskConical}
        className="border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900"
      >
        {t('devNotice')}
      </IconNote>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
      <OrderSummary order={order.data} />
      {expired && (
        <PageAlert className="mt-4">
          <p>{t('expired')}</p>
        </PageAlert>
      )}
      {pay.isError && (
        <PageAlert className="mt-4">
          <p>{t('payFailed', { reason: apiErrorText(pay.error, t) })}</p>
        </PageAlert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {payable ? (
          <>
            <ButtonLink to={localize('/cart')} variant="secondary" size="lg">
              {t('back')}
            </ButtonLink>
            <Button
              size="lg"
              disabled={pay.isPending}
              onClick={() => pay.mutate(undefined, { onSuccess: () => void navigate(`${receipt}?paid=1`) })}
            >
              {pay.isPending ? t('paying') : t('pay')}
            </Button>
          </>
        ) : expired ? (
          <ButtonLink to={localize('/cart')} size="lg">
            {t('back')}
          </ButtonLink>
        ) : (
          <ButtonLink to={receipt} size="lg">
            {t('viewReceipt')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <ul aria-label={t('linesLabel')} className="divide-y divide-slate-100">
        {order.lines.map((line) => (
          <li key={line.packId} className="flex justify-between gap-4 py-2 text-sm">
            <span className="text-slate-800">{line.title}</span>
            <span className="text-right font-medium text-slate-900">
              <Money cents={line.priceCents} currency={order.currency} />
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold">
        <span>{t('total')}</span>
        <span className="text-right">
          <Money cents={order.totalCents} currency={order.currency} />
        </span>
      </p>
    </div>
  );
}

function usePayDev(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(() => api.checkout.dev[':id'].pay.$post({ param: { id } })),
    onSuccess: (data) => queryClient.setQueryData(orderKey(id), data),
  });
}
