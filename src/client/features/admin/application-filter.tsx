import { useTranslation } from 'react-i18next';
import type { AdminApplicationRow } from '../../../common/contracts/creator-applications';

export const APPLICATION_FILTERS = ['all', 'pending', 'decided'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export function matchesFilter(application: AdminApplicationRow, filter: ApplicationFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'pending' ? application.status === 'pending' : application.status !== 'pending';
}

interface ApplicationFilterProps {
  applications: AdminApplicationRow[];
  value: ApplicationFilter;
  onChange: (filter: ApplicationFilter) => void;
}

/** All / Pending / Decided, each with how many it holds. */
export function ApplicationFilterButtons({ applications, value, onChange }: ApplicationFilterProps) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="group"
      aria-label={t('applications.filters.label')}
      className="inline-flex rounded-xl border border-slate-200 bg-white p-1 shadow-sm"
    >
      {APPLICATION_FILTERS.map((filter) => {
        const selected = filter === value;
        const count = applications.filter((a) => matchesFilter(a, filter)).length;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ${
              selected ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {t(`applications.filters.${filter}`)}{' '}
            <span className={`ml-0.5 tabular-nums ${selected ? 'text-brand-100' : 'text-slate-500'}`}>
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
