import { CheckCircle2, Clock, RotateCcw, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '../../../common/contracts/commerce';
import { CHECKOUT_OPEN_MINUTES } from '../../../common/limits';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';

const BADGES: Record<OrderStatus, { Icon: LucideIcon; className: string }> = {
  pending: { Icon: Clock, className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  paid: { Icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-900 ring-emerald-200' },
  refunded: { Icon: RotateCcw, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
  expired: { Icon: XCircle, className: 'bg-slate-100 text-slate-800 ring-slate-200' },
};

/** The order's status in a word or two, with an icon (the words carry the meaning, not the colour). */
export function OrderStatusBadge({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const { Icon, className } = BADGES[order.status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${className}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {order.status === 'refunded'
        ? t('status.refunded', { date: formatDate(order.refundedAt ?? order.createdAt, language, 'long') })
        : t(`status.${order.status}`)}
    </span>
  );
}

/**
 * What the status means for the buyer. `now` is when the page was opened: the guarantee is shown as running or
 * ended against it. A pending payment is either being waited for (`waiting`: the page asks by itself) or not
 * confirmed yet, with what that means.
 */
export function OrderStatusMessage({
  order,
  now,
  waiting = false,
}: {
  order: Order;
  now: number;
  waiting?: boolean;
}) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  const session = useSession();
  // An admin reading someone else's receipt: what happened to the buyer, not to "you".
  const theirs =
    session.status === 'signedIn' && session.user.user_role === 'admin' && session.user.id !== order.buyerId;
  switch (order.status) {
    case 'pending':
      return (
        <p>{waiting ? t('message.pending') : t('message.unconfirmed', { minutes: CHECKOUT_OPEN_MINUTES })}</p>
      );
    case 'paid': {
      const until = order.refundableUntil;
      return (
        <p>
          {t(theirs ? 'message.paidForBuyer' : 'message.paid')}{' '}
          {until &&
            t(Date.parse(until) > now ? 'guarantee' : 'guaranteeEnded', {
              date: formatDate(until, language, 'long'),
            })}
        </p>
      );
    }
    case 'refunded':
      return <p>{t(theirs ? 'message.refundedToBuyer' : 'message.refunded')}</p>;
    case 'expired':
      return <p>{t('message.expired')}</p>;
  }
}
