import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundCard } from '../../components/link-status-card';
import { LoadFailure } from '../../components/load-failure';
import { SignInGate } from '../../components/sign-in-required';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { isMissing } from '../../lib/api';
import { registerNamespace } from '../../lib/i18n';
import { useOrder } from '../../lib/order';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/orders.json';
import ja from '../../locales/ja/orders.json';
import { ReceiptView } from './receipt-view';

registerNamespace('orders', { en, ja });

/** While a payment is being confirmed (Stripe's webhook may arrive after the buyer is back), ask every 2 s. */
const PENDING_POLL_MS = 2000;
/** A payment not reported within this long is not coming while the page is open (a cancelled checkout): stop asking. */
const PENDING_POLL_FOR_MS = 30 * 60_000;

/** /orders/{id}: the receipt, and where a payment returns to (`?paid=1` from Stripe's success page). */
export function ReceiptPage() {
  usePageTitle('orders');
  return (
    <SignInGate namespace="orders">
      <Receipt />
    </SignInGate>
  );
}

function Receipt() {
  const { id = '' } = useParams();
  const { t } = useTranslation('orders');
  const order = useOrder(id, {
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      const waiting = order?.status === 'pending';
      return waiting && Date.now() - Date.parse(order.createdAt) < PENDING_POLL_FOR_MS
        ? PENDING_POLL_MS
        : false;
    },
  });

  if (order.isPending) return <StatusCardLoading />;
  // Someone else's order answers 404 as well; a malformed id in the address is just as missing.
  if (isMissing(order.error)) return <NotFoundCard namespace="orders" to="/library" buttonKey="library" />;
  if (order.isError) return <LoadFailure namespace="orders" title={t('title')} query={order} width="2xl" />;
  return <ReceiptView order={order.data} />;
}
