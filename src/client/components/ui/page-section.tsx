import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

const CONTAINER = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20';

interface PageSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  subtitle?: string;
  /** A band painted edge to edge behind the section (its border and background), the content still centred. */
  band?: string;
  children: ReactNode;
}

/** A section of a marketing page: its centred heading and lead line, then what it shows. */
export function PageSection({ id, title, subtitle, band, children }: PageSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} title={title} subtitle={subtitle} />
      {children}
    </>
  );
  if (!band) {
    return (
      <section aria-labelledby={id} className={CONTAINER}>
        {content}
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className={band}>
      <div className={CONTAINER}>{content}</div>
    </section>
  );
}

/** The band most sections alternate with: white, ruled above and below. */
export const WHITE_BAND = 'border-y border-slate-200 bg-white';
