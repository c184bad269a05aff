import { ChevronRight, Flame, Star, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findCategory } from '../../../common/categories';
import type { PackPage } from '../../../common/contracts/packs';
import { formatNumber, formatRating } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNearViewport } from '../../lib/use-near-viewport';
import { useLanguage } from '../../lib/use-language';
import { CreditsBox } from './credits-box';
import { TeamBox } from './team-box';
import { ActivityFeed } from './extras/activity-feed';
import { StickyBar } from './extras/sticky-bar';
import { TryDemo } from './extras/try-demo';
import { MobileBuyBar } from './mobile-buy-bar';
import { PackTabs } from './pack-tabs';
import { PurchaseCard } from './purchase-card';
import { QualityBadge } from './quality-badge';
import { PackCover } from '../../components/pack-cover';

const BelowTheFold = lazy(() => import('./extras/below-the-fold'));

/** The sales page (spec 02 §2.5): what the pack is, what it holds, how to use it, and how to get it. */
export function PackSalesPage({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language, localize } = useLanguage();
  const { pack } = page;
  const category = findCategory(pack.category);
  // No reviews, no rating: never a made-up figure.
  const rating = pack.reviewCount > 0 ? pack.rating : null;
  // The purchase card is on the page once, placed by the grid: under the summary on a phone, beside the page from
  // `lg` on. The server renders the page without knowing the screen's width, so the layout is the stylesheet's.
  // The code of what lies below the tabs loads when the reader comes near it, not with the first screen (the
  // cover, the title, the purchase card): asked for during the first render, its two files counted toward the
  // page's largest paint (ADR 0016).
  const [belowTheFold, nearBelowTheFold] = useNearViewport<HTMLDivElement>();
  useDocumentTitle(pack.title);

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={localize('/')} className="hover:underline">
              {t('home')}
            </Link>
          </li>
          {category && (
            <li className="flex items-center gap-1">
              <ChevronRight className="size-4 text-slate-400" aria-hidden />
              <Link to={`${localize('/')}?category=${category.id}`} className="hover:underline">
                {category[language]}
              </Link>
            </li>
          )}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight className="size-4 text-slate-400" aria-hidden />
            <span aria-current="page" className="truncate text-slate-900">
              {pack.title}
            </span>
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0">
          <PackCover src={pack.image} size="page" fetchPriority="high" />
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {pack.title}
          </h1>
          <p className="mt-2 text-slate-600">{t('by', { creator: pack.creator.name })}</p>
          <p className="mt-4 text-lg text-pretty text-slate-700">{pack.description}</p>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              {rating === null ? (
                <>
                  <Star className="size-4 text-slate-400" aria-hidden />
                  <span>{t('noReviews')}</span>
                </>
              ) : (
                <>
                  <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                  <span>
                    {t('rating', { rating: formatRating(rating, language), count: pack.reviewCount })}
                  </span>
                </>
              )}
            </li>
            <PackFigure Icon={Users}>
              {t('users', { count: pack.users, formatted: formatNumber(pack.users, language) })}
            </PackFigure>
            {pack.purchasedToday > 0 && (
              <PackFigure Icon={Flame} emphasis="font-medium text-orange-700">
                {t('purchasedToday', { count: pack.purchasedToday })}
              </PackFigure>
            )}
          </ul>
          {page.quality && page.quality.questions > 0 && <QualityBadge quality={page.quality} />}
          <TryDemo page={page} />
        </div>
        {/* After the pack's summary in the page's order (a phone shows it there); beside it from `lg` on. */}
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <PurchaseCard page={page} />
            <CreditsBox page={page} />
            <TeamBox page={page} />
            <ActivityFeed slug={pack.slug} />
          </div>
        </aside>
        <div className="min-w-0">
          <PackTabs page={page} />
          <div ref={belowTheFold}>
            {nearBelowTheFold && (
              <Suspense fallback={null}>
                <BelowTheFold page={page} />
              </Suspense>
            )}
          </div>
        </div>
      </div>
      <StickyBar page={page} />
      <MobileBuyBar page={page} />
    </div>
  );
}

/** One of the pack's figures under its description, led by its icon; `emphasis` sets one apart. */
function PackFigure({
  Icon,
  emphasis,
  children,
}: {
  Icon: LucideIcon;
  emphasis?: string;
  children: ReactNode;
}) {
  return (
    <li className={emphasis ? `flex items-center gap-1.5 ${emphasis}` : 'flex items-center gap-1.5'}>
      <Icon className="size-4" aria-hidden />
      {children}
    </li>
  );
}
