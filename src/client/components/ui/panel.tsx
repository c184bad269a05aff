import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The dashboard's and statistics' card, and its heading. */
const CARD = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const HEADING = 'text-lg font-semibold text-slate-900';

interface PanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** An icon before the heading's words. */
  Icon?: LucideIcon;
  /** A line under the heading saying what the panel holds. */
  intro?: string;
  /** The card's look, where it is not the dashboard's ('' for none: a plain titled section). */
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A card of a page, named by its heading (a region a screen reader can jump to). */
export function Panel({
  id,
  title,
  Icon,
  intro,
  className = CARD,
  headingClassName = HEADING,
  children,
}: PanelProps) {
  return (
    <section aria-labelledby={id} className={className || undefined}>
      <h2 id={id} className={Icon ? `flex items-center gap-2 ${headingClassName}` : headingClassName}>
        {Icon && <Icon className="size-5 text-brand-600" aria-hidden />}
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
