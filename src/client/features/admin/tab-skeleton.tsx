import { useTranslation } from 'react-i18next';
import { Bars, Skeleton, SkeletonList } from '../../components/ui/skeleton';

/** A tab's shape while its list loads, said to screen readers in the console's own words. */
export function TabSkeleton({ tab }: { tab: 'applications' | 'payouts' | 'users' }) {
  const { t } = useTranslation('admin');
  const label = t('loading');
  if (tab === 'payouts') {
    return (
      <Skeleton
        label={label}
        className="mt-6 animate-pulse space-y-4"
        bars={['h-24 max-w-xl rounded-2xl', 'h-48 rounded-2xl']}
      />
    );
  }
  if (tab === 'users') {
    return (
      <SkeletonList
        label={label}
        count={6}
        className="animate-pulse space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
        itemClassName="flex items-center gap-4"
        bars={[
          'h-4 w-1/5 rounded',
          'h-4 w-1/4 rounded',
          'h-7 w-24 rounded-lg',
          'ml-auto h-7 w-20 rounded-lg',
        ]}
      />
    );
  }
  return (
    <SkeletonList
      label={label}
      count={3}
      className="space-y-4"
      itemClassName="animate-pulse rounded-2xl border border-slate-200 bg-white p-6"
      bars={['h-5 w-1/3 rounded', 'mt-2 h-4 w-1/4 rounded']}
    >
      <div className="mt-4 flex gap-2">
        <Bars shapes={['h-6 w-24 rounded-full', 'h-6 w-28 rounded-full']} />
      </div>
    </SkeletonList>
  );
}
