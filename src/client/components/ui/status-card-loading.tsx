import { Bars, SkeletonPage } from './skeleton';

/** A StatusCard-shaped loading skeleton, while the session (or what the card depends on) is asked for. */
export function StatusCardLoading() {
  return (
    <SkeletonPage
      className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-20"
      bodyClassName="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-12"
    >
      <Bars
        shapes={[
          'mx-auto size-14 rounded-2xl',
          'mx-auto mt-5 h-8 w-2/3 rounded-lg',
          'mx-auto mt-4 h-4 w-full rounded',
          'mx-auto mt-2 h-4 w-5/6 rounded',
          'mx-auto mt-8 h-12 w-40 rounded-xl',
        ]}
        tone="bg-slate-100"
      />
    </SkeletonPage>
  );
}
