import { useTranslation } from 'react-i18next';
import type { DashboardPack } from '../../../common/contracts/selling';
import { Panel } from '../../components/ui/panel';
import { PackRow } from './pack-row';
import { TableHead } from './table-head';
import { usePackPausing } from './use-pack-pausing';

/**
 * The packs table of spec 02 §2.4: Title, Status, Price, Monthly Sales, Total Revenue and the actions — edit, view
 * stats, and pause/resume for published packs (saved on the server; a draft has no pause control). On a phone the
 * price and monthly sales columns give way; the title cell still names the pack for every action.
 */
export function PacksTable({ packs, currency }: { packs: DashboardPack[]; currency: string }) {
  const { t } = useTranslation('creatorDashboard');
  const pausing = usePackPausing();
  const { outcome } = pausing;

  return (
    <Panel
      id="dashboard-packs"
      title={t('packs.heading')}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
      headingClassName="px-4 pt-4 text-lg font-semibold text-slate-900 sm:px-6 sm:pt-5"
    >
      <p
        role="status"
        className={`px-4 text-sm sm:px-6 ${outcome?.failed ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {outcome?.text}
      </p>
      <table className="mt-2 w-full text-left text-sm">
        <TableHead
          columns={[
            { label: t('packs.title') },
            { label: t('packs.status'), shownFrom: 'md' },
            { label: t('packs.price'), figure: true, shownFrom: 'sm' },
            { label: t('packs.monthlySales'), figure: true, shownFrom: 'lg' },
            { label: t('packs.totalRevenue'), figure: true },
            { label: t('packs.actions'), figure: true },
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {packs.map((pack) => (
            <PackRow
              key={pack.id}
              pack={pack}
              currency={currency}
              pending={pausing.isPending(pack)}
              onTogglePaused={() => pausing.toggle(pack)}
            />
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
