import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** Grey bars standing in for text while it loads: each string is one bar's size and corners. */
export function Bars({ shapes, tone = 'bg-slate-200' }: { shapes: readonly string[]; tone?: string }) {
  return shapes.map((shape, index) => <div key={index} className={`${shape} ${tone}`} aria-hidden />);
}

interface SkeletonProps {
  /** Said to a screen reader meanwhile; the grey shapes are hidden from it. */
  label: string;
  className: string;
  bars: readonly string[];
}

/** A few grey bars where a part of a page will be, while it loads. */
export function Skeleton({ label, className, bars }: SkeletonProps) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      <Bars shapes={bars} />
    </div>
  );
}

interface SkeletonListProps extends SkeletonProps {
  count: number;
  itemClassName: string;
  /** What an item has below its bars. */
  children?: ReactNode;
}

/** A list's shape while it loads: `count` grey items alike. */
export function SkeletonList({ label, className, bars, count, itemClassName, children }: SkeletonListProps) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={itemClassName} aria-hidden>
          <Bars shapes={bars} />
          {children}
        </div>
      ))}
    </div>
  );
}

interface SkeletonPageProps {
  /** Whose `loading` is said in a live region meanwhile (the grey shapes are hidden from screen readers). */
  namespace?: string;
  /** The page's own frame, so nothing moves when the page arrives. */
  className: string;
  /** How the grey shapes are laid out. */
  bodyClassName?: string;
  children: ReactNode;
}

/** A whole page's shape while its data loads. */
export function SkeletonPage({
  namespace = 'common',
  className,
  bodyClassName = '',
  children,
}: SkeletonPageProps) {
  const { t } = useTranslation(namespace);
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className={`animate-pulse ${bodyClassName}`.trim()} aria-hidden>
        {children}
      </div>
    </div>
  );
}
