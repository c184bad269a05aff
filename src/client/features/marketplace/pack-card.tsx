import { Flame, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findCategory } from '../../../common/categories';
import type { PackCard as PackCardData } from '../../../common/contracts/packs';
import { formatRating } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { CardPrice } from '../../components/card-price';
import { PackTitleLink } from '../../components/pack-title-link';

/** A pack in the grid (spec 01 §2): list price struck through beside the discount price, stats, social proof. */
export function PackCard({ pack }: { pack: PackCardData }) {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const category = findCategory(pack.category);
  // No reviews, no rating: never a made-up figure.
  const rating = pack.reviewCount > 0 ? pack.rating : null;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-brand-600">
      <div className="aspect-[8/5] overflow-hidden bg-slate-100">
        <img
          src={pack.image}
          alt=""
          loading="lazy"
          width={800}
          height={500}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {category && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
              {category[language]}
            </span>
          )}
          {pack.language !== language && (
            <span
              className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700"
              title={t('card.contentLanguageLabel')}
            >
              {t(`card.contentLanguage.${pack.language}`)}
            </span>
          )}
        </div>
        {/* In the pack's language: a Japanese title breaks by phrase on an English page too. */}
        <h3 lang={pack.language} className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          {/* The link covers the whole card; the title is its accessible name. */}
          <PackTitleLink pack={pack} className="after:absolute after:inset-0 focus:outline-none" />
        </h3>
        <p className="mt-1 text-sm text-slate-500">{t('card.by', { creator: pack.creator.name })}</p>
        <p className="mt-2 line-clamp-2 text-sm text-slate-600">{pack.description}</p>

        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {rating === null ? (
            <span className="flex items-center gap-1">
              <Star className="size-4 text-slate-400" aria-hidden />
              {t('card.noReviews')}
            </span>
          ) : (
            <span
              className="flex items-center gap-1"
              aria-label={t('card.rating', { rating: formatRating(rating, language) })}
            >
              <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
              <span className="font-semibold text-slate-800">{formatRating(rating, language)}</span>
              <span aria-hidden>{t('card.reviews', { count: pack.reviewCount })}</span>
            </span>
          )}
          <span className="flex items-center gap-1">
            <Users className="size-4" aria-hidden />
            {t('card.users', { count: pack.users })}
          </span>
        </div>

        <div className="mt-auto pt-4">
          <CardPrice pack={pack} namespace="home" />
          {pack.purchasedToday > 0 && (
            <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-orange-700">
              <Flame className="size-4" aria-hidden />
              {t('card.injectedToday', { count: pack.purchasedToday })}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
