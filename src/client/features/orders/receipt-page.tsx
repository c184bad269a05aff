import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { signedInPage } from '../../components/sign-in-required';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useOrder } from '../../lib/order';
import en from '../../locales/en/orders.json';
import ja from '../../locales/ja/orders.json';
import { ReceiptView } from './receipt-view';

registerNamespace('orders', { en, ja });

/** While a payment is being confirmed (Stripe's webhook may arrive after the buyer is back), ask every 2 s, */
const PENDING_POLL_MS = 2000;
/**
 * for two minutes at most: a payment not reported by then is late or not coming (a cancelled checkout). The page then
 * says so and offers to check again, which asks for another two minutes.
 */
export const PENDING_POLL_FOR_MS = 2 * 60_000;

/** /orders/{id}: the receipt, and where a payment returns to (`?paid=1` from Stripe's success page). */
export const ReceiptPage = signedInPage('orders', Receipt, { titled: true });

function Receipt() {
  const { id = '' } = useParams();
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  // Asked about only when the buyer is back from paying (?paid=1): Stripe's cancel link returns without it.
  const [askingSince, setAskingSince] = useState(() => (params.get('paid') === '1' ? Date.now() : null));
  const order = useOrder(id, {
    refetchInterval: (query) =>
      askingSince !== null && query.state.data?.order.status === 'pending' ? PENDING_POLL_MS : false,
  });
  const pending = order.data?.status === 'pending';
  useEffect(() => {
    if (!pending || askingSince === null) return;
    const stop = setTimeout(() => setAskingSince(null), askingSince + PENDING_POLL_FOR_MS - Date.now());
    return () => clearTimeout(stop);
  }, [pending, askingSince]);

  if (order.isPending) return <StatusCardLoading />;
  // Someone else's order answers 404 as well; a malformed id in the address is just as missing.
  if (isMissing(order.error)) return <NotFoundCard namespace="orders" to="/library" buttonKey="library" />;
  if (order.isError) return <LoadFailure namespace="orders" title={t('title')} query={order} width="2xl" />;
  return (
    <ReceiptView
      order={order.data}
      waiting={askingSince !== null}
      checking={order.isFetching}
      onCheckAgain={() => {
        setAskingSince(Date.now());
        void order.refetch();
      }}
    />
  );
}
