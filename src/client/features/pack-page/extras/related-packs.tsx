import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackCard } from '../../../../common/contracts/packs';
import { formatRating } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { Money } from '../../../components/money';
import { PackCover } from '../../../components/pack-cover';
import { Panel } from '../../../components/ui/panel';
import { PackTitleLink } from '../../../components/pack-title-link';

/** Other packs for the same reader (same category first, then similar subjects). */
export function RelatedPacks({ packs }: { packs: PackCard[] }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  if (packs.length === 0) return null;
  return (
    <Panel id="related-heading" title={t('related.heading')} className="mt-12">
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {packs.map((pack) => (
          <li key={pack.id} className="flex gap-3 rounded-xl border border-slate-200 p-3">
            <PackCover src={pack.image} size="line" loading="lazy" />
            <div className="min-w-0">
              <PackTitleLink
                pack={pack}
                className="line-clamp-2 font-medium text-slate-900 hover:underline"
              />
              <p className="truncate text-sm text-slate-600">{pack.creator.name}</p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">
                  <Money
                    cents={pack.discountPriceCents ?? pack.priceCents}
                    currency={pack.currency}
                    estimateClassName="text-xs font-normal text-slate-600"
                  />
                </span>
                {pack.reviewCount > 0 && pack.rating !== null ? (
                  <span className="flex items-center gap-0.5 text-slate-600">
                    <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
                    <span className="sr-only">{t('related.rating')} </span>
                    {formatRating(pack.rating, language)}
                  </span>
                ) : (
                  <span className="text-slate-600">{t('noReviews')}</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
