import { useTranslation } from 'react-i18next';
import type { AgentPurchaseStatus } from '../../../common/contracts/assistant-spending';
import './spending-strings';

const TONES: Record<AgentPurchaseStatus, string> = {
  awaiting_confirmation: 'bg-amber-50 text-amber-800',
  reserved: 'bg-brand-50 text-brand-700',
  paid: 'bg-emerald-50 text-emerald-800',
  declined: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-50 text-red-800',
  expired: 'bg-slate-100 text-slate-700',
  refunded: 'bg-slate-100 text-slate-700',
};

/** Where an assistant's purchase stands: waiting for the person, paid, declined… */
export function PurchaseStatusBadge({ status }: { status: AgentPurchaseStatus }) {
  const { t } = useTranslation('spending');
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}>
      {t(`purchase.status.${status}`)}
    </span>
  );
}
