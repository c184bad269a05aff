import { Bars, SkeletonPage } from '../../components/ui/skeleton';

/** The dashboard's shape while its figures load: a heading, four cards, a chart and a table. */
export function DashboardSkeleton() {
  return (
    <SkeletonPage
      namespace="creatorDashboard"
      className="mx-auto max-w-6xl space-y-6 px-4 pt-8 pb-28 sm:px-6 sm:pt-12"
      bodyClassName="space-y-6"
    >
      <div className="h-9 w-64 rounded-lg bg-slate-100" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Bars shapes={Array<string>(4).fill('h-28 rounded-2xl')} tone="bg-slate-100" />
      </div>
      <Bars shapes={['h-72 rounded-2xl', 'h-64 rounded-2xl']} tone="bg-slate-100" />
    </SkeletonPage>
  );
}
