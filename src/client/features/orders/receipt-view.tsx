import { CheckCircle2, Plug, Receipt, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Order } from '../../../common/contracts/commerce';
import { Button, ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { OrderLines } from './order-lines';
import { OrderStatusBadge, OrderStatusMessage } from './order-status';
import { HomeButton } from '../../components/home-button';
import { Fact } from '../../components/ui/fact';
import { useDateText } from '../../lib/use-date-text';

interface ReceiptViewProps {
  order: Order;
  /** A pending payment is being asked about again and again (the page updates by itself). */
  waiting?: boolean;
  /** The order is being asked for right now. */
  checking?: boolean;
  /** Asks about a pending payment again, when the page no longer does by itself. */
  onCheckAgain?: () => void;
}

/** A receipt: which order, when, in what state, what was bought for how much, and what to do next. */
export function ReceiptView({ order, waiting = false, checking = false, onCheckAgain }: ReceiptViewProps) {
  const { t } = useTranslation('orders');
  const { localize } = useLanguage();
  const [params] = useSearchParams();
  const [now] = useState(() => Date.now());
  // Stripe sends the buyer back with ?paid=1; the heading only celebrates once the payment is confirmed.
  const justPaid = params.get('paid') === '1' && order.status === 'paid';
  const date = useDateText('long');

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex items-start gap-3">
        {justPaid ? (
          <CheckCircle2 className="mt-1 size-7 shrink-0 text-emerald-600" aria-hidden />
        ) : (
          <Receipt className="mt-1 size-7 shrink-0 text-brand-600" aria-hidden />
        )}
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {justPaid ? t('paidTitle') : t('title')}
        </h1>
      </div>

      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Fact label={t('number')} className="font-mono break-all text-slate-900">
          {order.id}
        </Fact>
        <Fact label={t('status.label')} className="mt-0.5">
          <OrderStatusBadge order={order} />
        </Fact>
        <Fact label={t('ordered')} className="text-slate-900">
          {date(order.createdAt)}
        </Fact>
        {order.paidAt && (
          <Fact label={t('paidOn')} className="text-slate-900">
            {date(order.paidAt)}
          </Fact>
        )}
        <Fact label={t('payment.label')} className="text-slate-900">
          {t(`payment.${order.provider}`)}
        </Fact>
      </dl>

      <div role="status" className="mt-6 rounded-xl bg-slate-50 p-4 text-sm text-slate-800">
        <OrderStatusMessage order={order} now={now} waiting={waiting} />
      </div>
      {order.status === 'pending' && !waiting && onCheckAgain && (
        <Button
          icon={RefreshCw}
          variant="secondary"
          className="mt-3"
          onClick={onCheckAgain}
          disabled={checking}
        >
          {checking ? t('checking') : t('checkAgain')}
        </Button>
      )}

      <div className="mt-6">
        <OrderLines order={order} />
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {order.status === 'paid' ? (
          <>
            <ButtonLink to={localize('/library')} size="lg">
              {t('library')}
            </ButtonLink>
            <ButtonLink icon={Plug} to={localize('/connect')} variant="secondary" size="lg">
              {t('connect')}
            </ButtonLink>
          </>
        ) : (
          <HomeButton>{t('marketplace')}</HomeButton>
        )}
      </div>
    </section>
  );
}
