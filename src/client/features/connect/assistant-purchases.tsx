import { useTranslation } from 'react-i18next';
import type { AgentPurchase } from '../../../common/contracts/assistant-spending';
import { PurchaseRow } from '../../components/assistant-spending/purchase-row';
import { LoadFailureAlert } from '../../components/load-failure';
import { SkeletonList } from '../../components/ui/skeleton';
import { useAgentPurchases } from '../../lib/assistant-spending';

/** Purchases by assistant, in the order of each assistant's latest (the list comes newest first). */
function byAssistant(purchases: AgentPurchase[]): [string, AgentPurchase[]][] {
  const groups = new Map<string, AgentPurchase[]>();
  for (const purchase of purchases) {
    // A disconnected assistant's purchases stay, under its name.
    const key = purchase.connection_id ?? `name:${purchase.client_name}`;
    groups.set(key, [...(groups.get(key) ?? []), purchase]);
  }
  return [...groups.entries()];
}

/** What each assistant bought or asked to buy: the pack, the amount, where it stands, the receipt. */
export function AssistantPurchases() {
  const { t } = useTranslation('connect');
  const purchases = useAgentPurchases();
  if (purchases.isPending) {
    return (
      <SkeletonList
        label={t('purchases.loading')}
        count={2}
        className="animate-pulse space-y-3"
        itemClassName="space-y-2"
        bars={['h-4 w-1/3 rounded', 'h-3 w-2/3 rounded']}
      />
    );
  }
  if (purchases.isError) {
    return (
      <LoadFailureAlert
        namespace="connect"
        keys={{ loadError: 'purchases.loadError', retry: 'purchases.retry' }}
        query={purchases}
      />
    );
  }
  if (purchases.data.length === 0) return <p className="text-sm text-slate-600">{t('purchases.empty')}</p>;
  return (
    <div className="space-y-5">
      {byAssistant(purchases.data).map(([key, list]) => {
        const name = list[0]?.client_name ?? '';
        return (
          <div key={key}>
            <h3 className="text-sm font-semibold wrap-anywhere text-slate-900">{name}</h3>
            <ul aria-label={t('purchases.of', { name })} className="divide-y divide-slate-200">
              {list.map((purchase) => (
                <PurchaseRow key={purchase.id} purchase={purchase} />
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
