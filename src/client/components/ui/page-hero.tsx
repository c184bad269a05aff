import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Shown above the eyebrow (an icon badge, say). */
  badge?: ReactNode;
  /** Calls to action and the like, under the subtitle. */
  children?: ReactNode;
}

/** The opening band of a marketing page: eyebrow, the page's one h1, a lead paragraph. */
export function PageHero({ eyebrow, title, subtitle, badge, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-linear-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {badge}
        <p className={`${badge ? 'mt-6' : ''} text-sm font-semibold tracking-wide text-brand-700 uppercase`}>
          {eyebrow}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
