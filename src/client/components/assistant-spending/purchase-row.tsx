import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentPurchase } from '../../../common/contracts/assistant-spending';
import { useDateText } from '../../lib/use-date-text';
import { useLanguage } from '../../lib/use-language';
import { Money } from '../money';
import { PackTitleLink } from '../pack-title-link';
import { PurchaseStatusBadge } from './purchase-status-badge';
import './spending-strings';

/** Blocks of 100 query credits as queries; null for the pack itself. */
export const queriesOf = (purchase: AgentPurchase) =>
  purchase.credit_blocks === null ? null : purchase.credit_blocks * 100;

interface PurchaseRowProps {
  purchase: AgentPurchase;
  /** Say which assistant asked (a list of every assistant's purchases); a list under one assistant need not. */
  showAssistant?: boolean;
}

/** One purchase an assistant asked for: the pack (or its queries), when, by whom, the amount, where it stands, the receipt. */
export function PurchaseRow({ purchase, showAssistant = false }: PurchaseRowProps) {
  const { t } = useTranslation('spending');
  const { localize } = useLanguage();
  const date = useDateText('medium');
  const queries = queriesOf(purchase);
  const details = [
    ...(queries === null ? [] : [t('purchase.credits', { count: queries })]),
    ...(showAssistant ? [t('purchase.askedBy', { assistant: purchase.client_name })] : []),
    date(purchase.created_at),
  ];
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
      {/* A width of its own: on a phone the amount, status and receipt go under the title, not squeeze it. */}
      <div className="min-w-0 grow basis-48 wrap-anywhere">
        <PackTitleLink
          pack={purchase.pack}
          className="font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <p className="text-xs text-slate-600">{details.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:flex-col sm:items-end">
        <span className="font-semibold text-slate-900">
          <Money cents={purchase.amount_cents} currency={purchase.currency} />
        </span>
        <PurchaseStatusBadge status={purchase.status} />
        {purchase.order_id && (
          <Link
            to={localize(`/orders/${purchase.order_id}`)}
            aria-label={t('purchase.receiptLabel', { title: purchase.pack.title })}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('purchase.receipt')}
          </Link>
        )}
      </div>
    </li>
  );
}
