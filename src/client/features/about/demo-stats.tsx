import { Clock, Gauge, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STATS = {
  development: Gauge,
  decisions: TrendingUp,
  research: Clock,
};

/** The demo's stat tiles (spec 01 §2): figures of one of the three kinds of user each. */
export function DemoStats() {
  const { t } = useTranslation('about');
  return (
    <div>
      <h3 className="sr-only">{t('demo.statsLabel')}</h3>
      <ul className="grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-1">
        {Object.entries(STATS).map(([key, Icon]) => (
          <li
            key={key}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5 lg:flex-col lg:items-start lg:gap-2"
          >
            <Icon className="size-5 shrink-0 text-accent-600 sm:size-6" aria-hidden />
            <p className="flex flex-col">
              <span className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
                {t(`demo.stats.${key}.value`)}
              </span>
              <span className="text-xs text-slate-600 sm:text-sm">{t(`demo.stats.${key}.label`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
