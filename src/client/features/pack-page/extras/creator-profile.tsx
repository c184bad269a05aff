import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { formatNumber, formatRating } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { initials } from '../../../../common/names';
import { Panel } from '../../../components/ui/panel';

/** Who made the pack (spec 02 §3 Product creator: name, title, avatar), their bio, and their record on Kenja. */
export function CreatorProfile({ creator }: { creator: PackPage['creator'] }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  return (
    <Panel
      id="creator-heading"
      title={t('creator.heading')}
      className="mt-12 rounded-2xl border border-slate-200 p-5"
    >
      <div className="mt-4 flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
        >
          {initials(creator.name)}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{creator.name}</p>
          {creator.headline && <p className="text-sm text-slate-600">{creator.headline}</p>}
        </div>
      </div>
      {creator.bio && <p className="mt-4 text-sm whitespace-pre-line text-slate-700">{creator.bio}</p>}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <li>
          {t('creator.packs', { count: creator.packs, formatted: formatNumber(creator.packs, language) })}
        </li>
        <li>
          {t('creator.buyers', { count: creator.buyers, formatted: formatNumber(creator.buyers, language) })}
        </li>
        {creator.rating !== null && (
          <li className="flex items-center gap-1">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            {t('creator.rating', {
              rating: formatRating(creator.rating, language),
              count: creator.reviewCount,
            })}
          </li>
        )}
      </ul>
    </Panel>
  );
}
