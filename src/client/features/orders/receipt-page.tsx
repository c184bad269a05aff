import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignInRequired } from '../../components/sign-in-required';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { StatusCard } from '../../components/ui/status-card';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { registerNamespace } from '../../lib/i18n';
import { useOrder } from '../../lib/order';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';
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
  const session = useSession();
  const { t } = useTranslation('orders');
  useDocumentTitle(t('title'));
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="orders" />;
  return <Receipt />;
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
  if (order.isError) {
    // Someone else's order answers 404 as well; a malformed id in the address is just as missing.
    const missing = order.error instanceof ApiError && ['not_found', 'validation'].includes(order.error.code);
    if (missing) return <ReceiptNotFound />;
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
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

function ReceiptNotFound() {
  const { t } = useTranslation('orders');
  const { localize } = useLanguage();
  return (
    <StatusCard
      Icon={FileQuestion}
      tone="amber"
      title={t('notFound.title')}
      actions={
        <ButtonLink to={localize('/library')} size="lg">
          {t('library')}
        </ButtonLink>
      }
    >
      <p>{t('notFound.text')}</p>
    </StatusCard>
  );
}
