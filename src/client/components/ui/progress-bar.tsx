interface ProgressBarProps {
  label: string;
  /** 0 to 100; without it the bar says work is going on without knowing how much is left. */
  percent: number | undefined;
  /** What the value means, read out instead of the bare number. */
  valueText: string;
  tone?: 'busy' | 'done' | 'failed';
}

const TONES = { busy: 'bg-brand-600', done: 'bg-emerald-500', failed: 'bg-red-500' } as const;

/** A determinate progress bar, or an indeterminate one (a moving stripe) while the total is unknown. */
export function ProgressBar({ label, percent, valueText, tone = 'busy' }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      {percent === undefined ? (
        <div className={`h-full w-1/3 animate-pulse rounded-full ${TONES[tone]}`} />
      ) : (
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${TONES[tone]}`}
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
