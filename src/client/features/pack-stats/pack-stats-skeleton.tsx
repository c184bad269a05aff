import { Bars, SkeletonPage } from '../../components/ui/skeleton';

/** The statistics' shape while they load: heading, cards, charts and the question lists. */
export function PackStatsSkeleton() {
  return (
    <SkeletonPage
      namespace="packStats"
      className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12"
      bodyClassName="space-y-6"
    >
      <Bars shapes={['h-4 w-40 rounded', 'h-9 w-3/4 rounded-lg sm:w-96']} tone="bg-slate-100" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Bars shapes={Array<string>(7).fill('h-24 rounded-2xl')} tone="bg-slate-100" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Bars shapes={['h-64 rounded-2xl', 'h-64 rounded-2xl']} tone="bg-slate-100" />
      </div>
      <div className="h-56 rounded-2xl bg-slate-100" />
    </SkeletonPage>
  );
}
