import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PurchaseRow } from '../../components/assistant-spending/purchase-row';
import { LoadFailureAlert } from '../../components/load-failure';
import { Panel } from '../../components/ui/panel';
import { isMissing } from '../../lib/api';
import { useAgentPurchases } from '../../lib/assistant-spending';

/**
 * "Bought by your assistants": what the person's assistants bought or asked to buy, with the receipts. Absent while
 * it loads and when there is none (nor any endpoint to ask: a server without assistants' purchases has none).
 */
export function AssistantPurchasesSection() {
  const { t } = useTranslation('library');
  const purchases = useAgentPurchases();
  if (purchases.isPending || isMissing(purchases.error)) return null;
  if (!purchases.isError && purchases.data.length === 0) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 pb-10 sm:px-6 sm:pb-14">
      <Panel
        id="library-assistant-purchases"
        title={t('assistants.title')}
        Icon={Bot}
        intro={t('assistants.intro')}
      >
        {purchases.isError ? (
          <LoadFailureAlert
            namespace="library"
            keys={{ loadError: 'assistants.loadError', retry: 'retry' }}
            query={purchases}
            className="mt-4"
          />
        ) : (
          <ul aria-label={t('assistants.title')} className="mt-2 divide-y divide-slate-200">
            {purchases.data.map((purchase) => (
              <PurchaseRow key={purchase.id} purchase={purchase} showAssistant />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
