import type { ReactNode } from 'react';

export interface Stat {
  key: string;
  label: string;
  /** The figure; money as components/money.tsx shows it, with its estimate under it in Japanese. */
  value: ReactNode;
  /** What a screen reader says for the value where the figure alone says too little ("4.5 out of 5"). */
  spoken?: string;
  /** A line under the value: a hint, or how the figure moved. */
  note?: ReactNode;
  /** The note's look, where it is not the quiet grey of a hint. */
  noteClassName?: string;
}

/** The look of a money figure's yen estimate under it (components/money.tsx `stacked`): small beside the figure. */
export const STAT_ESTIMATE = 'text-sm font-medium tracking-normal text-slate-600';

interface StatGridProps {
  /** The id of the section's heading, read by screen readers only. */
  id: string;
  heading: string;
  stats: readonly Stat[];
}

/** A section of figures in cards: each its label, its value in large type and a note under it. */
export function StatGrid({ id, heading, stats }: StatGridProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <dt className="text-sm font-medium text-slate-600">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {stat.spoken ? (
                <>
                  <span aria-hidden>{stat.value}</span>
                  <span className="sr-only">{stat.spoken}</span>
                </>
              ) : (
                stat.value
              )}
            </dd>
            {stat.note && (
              <dd className={`mt-1 text-xs ${stat.noteClassName ?? 'text-slate-500'}`}>{stat.note}</dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
