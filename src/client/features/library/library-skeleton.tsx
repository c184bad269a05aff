import { Bars, SkeletonPage } from '../../components/ui/skeleton';

/** The library's shape while the session and the list are asked for. */
export function LibrarySkeleton() {
  return (
    <SkeletonPage className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Bars shapes={['h-8 w-48 rounded-lg', 'mt-3 h-4 w-full max-w-xl rounded']} tone="bg-slate-100" />
      {[0, 1].map((n) => (
        <div
          key={n}
          className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:p-5"
        >
          <div className="aspect-[8/5] w-full shrink-0 rounded-xl bg-slate-100 sm:w-40" />
          <div className="flex-1 space-y-3">
            <Bars
              shapes={['h-5 w-2/3 rounded', 'h-4 w-1/3 rounded', 'h-8 w-56 rounded-xl']}
              tone="bg-slate-100"
            />
          </div>
        </div>
      ))}
    </SkeletonPage>
  );
}
