import { ArrowLeft, Eye, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PackStats } from '../../../common/contracts/selling';
import { PackStatusBadge } from '../../components/pack-status-badge';
import { ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';

/** "Statistics: {title}" with the pack's status, the way back to the dashboard, and to its editor and sales page. */
export function StatsHeader({ pack, timeZone }: { pack: PackStats['pack']; timeZone: string }) {
  const { t } = useTranslation('packStats');
  const { localize } = useLanguage();
  return (
    <header>
      <Link
        to={localize('/creator/dashboard')}
        className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('links.dashboard')}
      </Link>
      <div className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
              {t('title', { title: pack.title })}
            </h1>
            <PackStatusBadge status={pack.status} />
          </div>
          <p className="mt-2 text-sm text-slate-600">{t('period', { zone: timeZone })}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink icon={Pencil} to={localize(`/creator/edit/${pack.id}`)} variant="secondary" size="sm">
            {t('links.edit')}
          </ButtonLink>
          <ButtonLink icon={Eye} to={localize(`/pack/${pack.slug}`)} variant="secondary" size="sm">
            {t('links.salesPage')}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}
