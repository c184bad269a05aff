import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

export type StatusTone = 'brand' | 'accent' | 'amber' | 'green' | 'red';

const TONES: Record<StatusTone, string> = {
  brand: 'bg-brand-50 text-brand-600',
  accent: 'bg-purple-50 text-accent-600',
  amber: 'bg-amber-50 text-amber-600',
  green: 'bg-emerald-50 text-emerald-600',
  red: 'bg-red-50 text-red-600',
};

interface StatusCardProps {
  Icon: LucideIcon;
  tone: StatusTone;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Move focus to the heading when the card replaces what the person was working on (e.g. after submitting). */
  focusOnMount?: boolean;
}

/** A one-card screen: signed out, already a creator, under review, thank you, no access. */
export function StatusCard({ Icon, tone, title, children, actions, focusOnMount }: StatusCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-12">
        <span className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${TONES[tone]}`}>
          <Icon className="size-7" aria-hidden />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-5 scroll-mt-24 text-2xl font-bold tracking-tight text-balance text-slate-900 [word-break:auto-phrase]! outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-3 space-y-3 text-pretty text-slate-600 sm:text-lg">{children}</div>
        {actions && (
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {actions}
          </div>
        )}
      </div>
    </section>
  );
}
