import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

interface TabSectionProps {
  /** The tab's words in the admin namespace: `<messages>.heading`, and `<messages>.intro` where it has one. */
  messages: string;
  /** More under the heading (a count, the answer mode). */
  note?: ReactNode;
  /** How wide the heading's text may run. */
  width?: 'max-w-2xl' | 'max-w-3xl';
  /** Beside the heading from sm up: the tab's main action, filters or search. */
  aside?: ReactNode;
  children: ReactNode;
}

/** An admin console tab: its heading (naming the section), what it is for, then its content. */
export function TabSection({ messages, note, width, aside, children }: TabSectionProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const intro = t(`${messages}.intro`, { defaultValue: '' });
  const title = (
    <div className={width}>
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {t(`${messages}.heading`)}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {note}
    </div>
  );
  return (
    <section aria-labelledby={id}>
      {aside ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}

/** A tab's note of how many it lists (`<messages>.count`), said as it changes; an empty line while unknown. */
export function CountNote({ messages, total }: { messages: string; total: number | undefined }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <p className="mt-1 h-5 text-sm text-slate-600" aria-live="polite">
      {total !== undefined &&
        t(`${messages}.count`, { count: total, formatted: formatNumber(total, language) })}
    </p>
  );
}
