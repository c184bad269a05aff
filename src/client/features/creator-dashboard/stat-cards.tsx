import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, Figure } from '../../../common/contracts/selling';
import type { Language } from '../../../common/languages';
import { formatDashboardMoney, formatNumber, formatPercent, formatRating } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type Change = { direction: 'up' | 'down' | 'same' | 'new'; text: string };

/** How a figure moved against the period before: a percentage, or "new" when there was nothing to compare with. */
function percentChange(current: number, previous: number, language: Language): Change | null {
  if (previous === 0) return current === 0 ? { direction: 'same', text: '' } : { direction: 'new', text: '' };
  const ratio = (current - previous) / previous;
  const text = formatPercent(Math.abs(ratio), language);
  if (ratio === 0) return { direction: 'same', text: '' };
  return { direction: ratio > 0 ? 'up' : 'down', text };
}

function ratingChange(current: number | null, previous: number | null, language: Language): Change | null {
  if (current === null) return null;
  if (previous === null) return { direction: 'new', text: '' };
  const delta = Math.round((current - previous) * 10) / 10;
  if (delta === 0) return { direction: 'same', text: '' };
  return { direction: delta > 0 ? 'up' : 'down', text: formatRating(Math.abs(delta), language) };
}

const TONE: Record<Change['direction'], string> = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  same: 'text-slate-600',
  new: 'text-brand-700',
};
const ICON = { up: ArrowUpRight, down: ArrowDownRight, same: Minus, new: ArrowUpRight };

/** The four figures of spec 02 §2.4 for the period, each with its change against the period before. */
export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const { stats, period } = dashboard;
  const compare = (figure: Figure) =>
    figure.previous === null ? null : percentChange(figure.current, figure.previous, language);
  const rating = stats.averageRating;
  const cards = [
    {
      key: 'revenue',
      value: formatDashboardMoney(stats.revenueCents.current, language),
      change: compare(stats.revenueCents),
    },
    { key: 'sales', value: formatNumber(stats.sales.current, language), change: compare(stats.sales) },
    {
      key: 'pageViews',
      value: formatNumber(stats.pageViews.current, language),
      change: compare(stats.pageViews),
    },
    {
      key: 'rating',
      value: rating.current === null ? t('stats.noRating') : formatRating(rating.current, language),
      label:
        rating.current === null
          ? undefined
          : t('stats.ratingValue', { value: formatRating(rating.current, language) }),
      change: period === 'all' ? null : ratingChange(rating.current, rating.previous, language),
    },
  ] as const;

  return (
    <section aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="sr-only">
        {t('stats.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => {
          const Icon = card.change ? ICON[card.change.direction] : null;
          return (
            <div key={card.key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <dt className="text-sm font-medium text-slate-600">{t(`stats.${card.key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
                {'label' in card && card.label ? (
                  <>
                    <span aria-hidden>{card.value}</span>
                    <span className="sr-only">{card.label}</span>
                  </>
                ) : (
                  card.value
                )}
              </dd>
              {card.change && Icon && period !== 'all' && (
                <dd
                  className={`mt-1 flex items-center gap-1 text-xs font-medium ${TONE[card.change.direction]}`}
                >
                  <Icon className="size-3.5 shrink-0" aria-hidden />
                  <span>
                    {card.change.direction === 'up' || card.change.direction === 'down'
                      ? t(`stats.${card.change.direction}`, { change: card.change.text })
                      : t(`stats.${card.change.direction}`)}{' '}
                    <span className="text-slate-600">{t(`stats.since.${period}`)}</span>
                  </span>
                </dd>
              )}
            </div>
          );
        })}
      </dl>
    </section>
  );
}
