import { BarChart3, Pause, Pencil, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardPack } from '../../../common/contracts/selling';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDashboardMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useSetPackPaused } from './api/dashboard';
import { PackStatusBadge } from '../../components/pack-status-badge';
import { PackCover } from '../../components/pack-cover';
import { Panel } from '../../components/ui/panel';
import { TableHead } from './table-head';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/**
 * The packs table of spec 02 §2.4: Title, Status, Price, Monthly Sales, Total Revenue and the actions — edit, view
 * stats, and pause/resume for published packs (saved on the server; a draft has no pause control). On a phone the
 * price and monthly sales columns give way; the title cell still names the pack for every action.
 */
export function PacksTable({ packs }: { packs: DashboardPack[] }) {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const setPaused = useSetPackPaused();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const money = (cents: number) => formatDashboardMoney(cents, language);

  const handleToggle = (pack: DashboardPack) => {
    const paused = pack.status === 'published';
    setOutcome(null);
    setPaused.mutate(
      { id: pack.id, paused },
      {
        onSuccess: () =>
          setOutcome({
            text: t(paused ? 'packs.paused' : 'packs.resumed', { title: pack.title }),
            failed: false,
          }),
        onError: (error) =>
          setOutcome({
            text: t('packs.failed', { title: pack.title, reason: apiErrorText(error, t) }),
            failed: true,
          }),
      },
    );
  };

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
          {packs.map((pack) => {
            const pending = setPaused.isPending && setPaused.variables.id === pack.id;
            return (
              <tr key={pack.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900 sm:px-6">
                  <div className="flex items-center gap-3">
                    <PackCover src={pack.coverImage} size="icon" loading="lazy" />
                    <div className="min-w-0">
                      <span className="line-clamp-2 break-words">{pack.title}</span>
                      <span className="mt-1 block md:hidden">
                        <PackStatusBadge status={pack.status} />
                      </span>
                    </div>
                  </div>
                </th>
                <td className="hidden px-3 py-3 md:table-cell">
                  <PackStatusBadge status={pack.status} />
                </td>
                <td className="hidden px-3 py-3 text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {money(pack.discountPriceCents ?? pack.priceCents)}
                  {pack.queryPriceCents !== null && (
                    <span className="block text-xs text-slate-600">
                      {t('packs.perQueries', { price: money(pack.queryPriceCents) })}
                    </span>
                  )}
                </td>
                <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
                  {formatNumber(pack.monthlySales, language)}
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
                  {money(pack.totalRevenueCents)}
                </td>
                <td className="px-4 py-3 sm:px-6">
                  <div className="flex justify-end gap-1 whitespace-nowrap">
                    <PackLink
                      to={`/creator/edit/${pack.id}`}
                      label={t('packs.editPack', { title: pack.title })}
                    >
                      <Pencil className="size-4" aria-hidden />
                      <span className="hidden xl:inline">{t('packs.edit')}</span>
                    </PackLink>
                    <PackLink
                      to={`/creator/packs/${pack.id}/stats`}
                      label={t('packs.statsFor', { title: pack.title })}
                    >
                      <BarChart3 className="size-4" aria-hidden />
                      <span className="hidden xl:inline">{t('packs.stats')}</span>
                    </PackLink>
                    {pack.status !== 'draft' && (
                      <button
                        type="button"
                        className={ACTION}
                        disabled={pending}
                        aria-label={t(pack.status === 'published' ? 'packs.pausePack' : 'packs.resumePack', {
                          title: pack.title,
                        })}
                        onClick={() => handleToggle(pack)}
                      >
                        {pack.status === 'published' ? (
                          <Pause className="size-4" aria-hidden />
                        ) : (
                          <Play className="size-4" aria-hidden />
                        )}
                        <span className="hidden xl:inline">
                          {t(pack.status === 'published' ? 'packs.pause' : 'packs.resume')}
                        </span>
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}

function PackLink({ to, label, children }: { to: string; label: string; children: React.ReactNode }) {
  const { localize } = useLanguage();
  return (
    <Link to={localize(to)} aria-label={label} title={label} className={ACTION}>
      {children}
    </Link>
  );
}
