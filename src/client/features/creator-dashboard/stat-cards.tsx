import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, Figure } from '../../../common/contracts/selling';
import type { Language } from '../../../common/languages';
import { Money } from '../../components/money';
import { STAT_ESTIMATE, StatGrid, type Stat } from '../../components/stat-grid';
import { formatNumber, formatPercent, formatRating } from '../../lib/format';
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
  const { stats, period, currency } = dashboard;
  const compare = (figure: Figure) =>
    figure.previous === null ? null : percentChange(figure.current, figure.previous, language);
  const rating = stats.averageRating;
  const cards = [
    {
      key: 'revenue',
      value: (
        <Money
          cents={stats.revenueCents.current}
          currency={currency}
          stacked
          estimateClassName={STAT_ESTIMATE}
        />
      ),
      change: compare(stats.revenueCents),
    },
    {
      key: 'sales',
      value: (
        <>
          {formatNumber(stats.sales.current, language)}
          {stats.assistantSales.current > 0 && (
            <span className={`block ${STAT_ESTIMATE}`}>
              {t('stats.byAssistants', { count: formatNumber(stats.assistantSales.current, language) })}
            </span>
          )}
        </>
      ),
      change: compare(stats.sales),
    },
    {
      key: 'pageViews',
      value: formatNumber(stats.pageViews.current, language),
      change: compare(stats.pageViews),
    },
    {
      key: 'rating',
      value: rating.current === null ? t('stats.noRating') : formatRating(rating.current, language),
      spoken:
        rating.current === null
          ? undefined
          : t('stats.ratingValue', { value: formatRating(rating.current, language) }),
      change: period === 'all' ? null : ratingChange(rating.current, rating.previous, language),
    },
  ];

  return (
    <StatGrid
      id="dashboard-stats"
      heading={t('stats.heading')}
      stats={cards.map(({ change, ...card }): Stat => {
        const Icon = change ? ICON[change.direction] : null;
        const shown = change && Icon && period !== 'all';
        return {
          ...card,
          label: t(`stats.${card.key}`),
          note: shown && (
            <>
              <Icon className="size-3.5 shrink-0" aria-hidden />
              <span>
                {change.direction === 'up' || change.direction === 'down'
                  ? t(`stats.${change.direction}`, { change: change.text })
                  : t(`stats.${change.direction}`)}{' '}
                <span className="text-slate-600">{t(`stats.since.${period}`)}</span>
              </span>
            </>
          ),
          noteClassName: shown ? `flex items-center gap-1 font-medium ${TONE[change.direction]}` : undefined,
        };
      })}
    />
  );
}
