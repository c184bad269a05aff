import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../../../common/contracts/selling';
import { SegmentedControl } from '../../components/ui/segmented-control';

interface PeriodSelectorProps {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}

/** Today, This Week, This Month, All Time (spec 02 §2.4), as a segmented control. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = useTranslation('creatorDashboard');
  return (
    <fieldset>
      <legend className="sr-only">{t('period.label')}</legend>
      <SegmentedControl
        name="dashboard-period"
        options={DASHBOARD_PERIODS}
        value={value}
        onChange={onChange}
        label={(period) => t(`period.${period}`)}
        className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
        segmentClassName="cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
      />
    </fieldset>
  );
}
