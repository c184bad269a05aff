import { CheckCircle2, Clock, FileQuestion, Receipt, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Order } from '../../../common/contracts/commerce';
import { SignInRequired } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate, formatPrice } from '../../lib/format';
import { registerNamespace } from '../../lib/i18n';
import { useOrder } from '../../lib/order';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
import en from '../../locales/en/orders.json';
import ja from '../../locales/ja/orders.json';

registerNamespace('orders', { en, ja });

/** While a payment is being confirmed (Stripe's webhook may arrive after the buyer is back), ask every 2 s. */
const PENDING_POLL_MS = 2000;

/** /orders/{id}: the receipt, and where a payment returns to. */
export function ReceiptPage() {
  const session = useSession();
  const { t } = useTranslation('orders');
  useDocumentTitle(t('title'));
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="orders" />;
  return <ReceiptLoader />;
}

function ReceiptLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('orders');
  const order = useOrder(id, {
    refetchInterval: (query) => (query.state.data?.order.status === 'pending' ? PENDING_POLL_MS : false),
  });
  if (order.isPending) return <StatusCardLoading />;
  if (order.isError) {
    if (order.error instanceof ApiError && ['not_found', 'validation'].includes(order.error.code)) {
      return (
        <StatusCard Icon={FileQuestion} tone="amber" title={t('notFound.title')}>
          <p>{t('notFound.text')}</p>
        </StatusCard>
      );
    }
    return (
      <div className="mx-auto max-w-2xl px-4 py-14">
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <PageAlert className="mt-6">
          <p>{t('loadError', { reason: apiErrorText(order.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void order.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      </div>
    );
  }
  return <ReceiptView order={order.data} />;
}

function ReceiptView({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language, localize } = useLanguage();
  const [params] = useSearchParams();
  const justPaid = params.get('paid') === '1' && order.status === 'paid';
  const money = (cents: number) => formatPrice(cents, order.currency, language);

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-start gap-3">
        {justPaid ? (
          <CheckCircle2 className="mt-1 size-7 shrink-0 text-emerald-600" aria-hidden />
        ) : (
          <Receipt className="mt-1 size-7 shrink-0 text-brand-600" aria-hidden />
        )}
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {justPaid ? t('paidTitle') : t('title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('number', { id: order.id })} · {formatDate(order.createdAt, language, 'long')}
          </p>
        </div>
      </div>

      <div role="status" className="mt-6">
        <StatusLine order={order} />
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
        <ul aria-label={t('linesLabel')} className="divide-y divide-slate-100">
          {order.lines.map((line) => (
            <li key={line.packId} className="flex items-baseline justify-between gap-4 py-3">
              <Link
                to={localize(`/pack/${line.slug}`)}
                className="font-medium text-slate-900 hover:underline"
              >
                {line.title}
              </Link>
              <span className="flex shrink-0 items-baseline gap-2">
                {line.listPriceCents > line.priceCents && (
                  <s className="text-sm text-slate-500">
                    <span className="sr-only">{t('listPrice')}: </span>
                    {money(line.listPriceCents)}
                  </s>
                )}
                <span className="font-semibold text-slate-900">{money(line.priceCents)}</span>
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
          {order.discountCents > 0 && (
            <>
              <div className="flex justify-between">
                <dt className="text-slate-600">{t('subtotal')}</dt>
                <dd>{money(order.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600">{t('discount')}</dt>
                <dd>−{money(order.discountCents)}</dd>
              </div>
            </>
          )}
          <div className="flex justify-between text-base font-semibold">
            <dt>{t('total')}</dt>
            <dd>{money(order.totalCents)}</dd>
          </div>
        </dl>
      </div>

      {order.status === 'paid' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={localize('/library')} size="lg">
            {t('library')}
          </ButtonLink>
          <ButtonLink to={localize('/connect')} variant="secondary" size="lg">
            {t('connect')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}

function StatusLine({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  switch (order.status) {
    case 'pending':
      return (
        <p className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <Clock className="size-4 shrink-0" aria-hidden />
          {t('status.pending')}
        </p>
      );
    case 'paid':
      return (
        <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('status.paid', { date: formatDate(order.paidAt ?? order.createdAt, language, 'long') })}
          {order.refundableUntil && (
            <> {t('guarantee', { date: formatDate(order.refundableUntil, language, 'long') })}</>
          )}
        </p>
      );
    case 'refunded':
      return (
        <p className="flex items-center gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-800">
          <RotateCcw className="size-4 shrink-0" aria-hidden />
          {t('status.refunded', { date: formatDate(order.refundedAt ?? order.createdAt, language, 'long') })}
        </p>
      );
    case 'expired':
      return <p className="rounded-xl bg-slate-100 p-3 text-sm text-slate-800">{t('status.expired')}</p>;
  }
}
