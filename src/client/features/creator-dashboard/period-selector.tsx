import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../common/contracts/selling';

interface PeriodSelectorProps {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

/**
 * Today, This Week, This Month, All Time (spec 02 §2.4): native radio buttons drawn as a segmented control, so the
 * arrow keys move between periods and a screen reader hears one group with its choice.
 */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation('creatorDashboard');
  return (
    <fieldset>
      <legend className="sr-only">{t('period.label')}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {DASHBOARD_PERIODS.map((period) => (
          <label
            key={period}
            className="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="dashboard-period"
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {t(`period.${period}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
