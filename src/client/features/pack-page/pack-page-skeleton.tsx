import { Bars, SkeletonPage } from '../../components/ui/skeleton';

/**
 * The sales page's frame while its data loads, laid out as the page will be (breadcrumb, cover, title, purchase
 * card), so nothing jumps when it arrives.
 */
export function PackPageSkeleton() {
  return (
    <SkeletonPage
      namespace="packPage"
      className="mx-auto min-h-dvh max-w-6xl px-4 pt-6 pb-28 sm:px-6 sm:pb-16"
    >
      <div className="h-5 w-64 max-w-full rounded bg-slate-200" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <Bars
            shapes={[
              'aspect-[8/5] w-full rounded-2xl',
              'mt-6 h-10 w-3/4 rounded',
              'mt-3 h-5 w-40 rounded',
              'mt-4 h-20 w-full rounded',
              'mt-8 h-64 rounded-2xl lg:hidden',
            ]}
          />
        </div>
        <div className="hidden h-72 rounded-2xl bg-slate-200 lg:block" />
      </div>
    </SkeletonPage>
  );
}
