import { BarChart3, Pause, Pencil, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardPack } from '../../../common/contracts/selling';
import { PackCover } from '../../components/pack-cover';
import { PackStatusBadge } from '../../components/pack-status-badge';
import { Money } from '../../components/money';
import { formatMoney, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

const ACTION =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

interface PackRowProps {
  pack: DashboardPack;
  /** The dashboard's currency, the packs' (ADR 0043). */
  currency: string;
  /** Its pause or resume is being saved. */
  pending: boolean;
  onTogglePaused: () => void;
}

/** A pack in the dashboard's table: cover and title (with the status on a phone), the figures, the actions. */
export function PackRow({ pack, currency, pending, onTogglePaused }: PackRowProps) {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  return (
    <tr className="align-middle">
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
        <Money cents={pack.discountPriceCents ?? pack.priceCents} currency={currency} stacked />
        {pack.queryPriceCents !== null && (
          <span className="block text-xs text-slate-600">
            {t('packs.perQueries', { price: formatMoney(pack.queryPriceCents, currency, language) })}
          </span>
        )}
      </td>
      <td className="hidden px-3 py-3 text-right tabular-nums lg:table-cell">
        {formatNumber(pack.monthlySales, language)}
      </td>
      <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">
        <Money cents={pack.totalRevenueCents} currency={currency} stacked />
      </td>
      <td className="px-4 py-3 sm:px-6">
        <PackActions pack={pack} pending={pending} onTogglePaused={onTogglePaused} />
      </td>
    </tr>
  );
}

/** Edit, view stats, and pause or resume (not for a draft); icons only below xl, each named for its pack. */
function PackActions({ pack, pending, onTogglePaused }: Omit<PackRowProps, 'currency'>) {
  const { t } = useTranslation('creatorDashboard');
  const published = pack.status === 'published';
  return (
    <div className="flex justify-end gap-1 whitespace-nowrap">
      <PackLink to={`/creator/edit/${pack.id}`} label={t('packs.editPack', { title: pack.title })}>
        <Pencil className="size-4" aria-hidden />
        <span className="hidden xl:inline">{t('packs.edit')}</span>
      </PackLink>
      <PackLink to={`/creator/packs/${pack.id}/stats`} label={t('packs.statsFor', { title: pack.title })}>
        <BarChart3 className="size-4" aria-hidden />
        <span className="hidden xl:inline">{t('packs.stats')}</span>
      </PackLink>
      {pack.status !== 'draft' && (
        <button
          type="button"
          className={ACTION}
          disabled={pending}
          aria-label={t(published ? 'packs.pausePack' : 'packs.resumePack', { title: pack.title })}
          onClick={onTogglePaused}
        >
          {published ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          <span className="hidden xl:inline">{t(published ? 'packs.pause' : 'packs.resume')}</span>
        </button>
      )}
    </div>
  );
}

function PackLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const { localize } = useLanguage();
  return (
    <Link to={localize(to)} aria-label={label} title={label} className={ACTION}>
      {children}
    </Link>
  );
}
