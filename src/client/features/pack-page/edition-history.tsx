import { History } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PackPage } from '../../../common/contracts/packs';
import { EditionEntry } from '../../components/editions/edition-entry';
import { Panel } from '../../components/ui/panel';

/** The anchor the library's "All editions" link opens (`/pack/{slug}#editions`). */
export const EDITIONS_ANCHOR = 'editions';

/**
 * The pack's edition history on its sales page: its latest editions, newest first, each with the creator's note and
 * what changed (the newest open, the others behind "What changed"). Nothing before the first edition.
 */
export function EditionHistory({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const { editions } = page;
  useEffect(() => {
    // The page arrives after the browser has looked for the anchor, so it is brought into view here.
    if (editions.length > 0 && hash === `#${EDITIONS_ANCHOR}`)
      ref.current?.scrollIntoView?.({ block: 'start' });
  }, [editions.length, hash]);
  const [newest] = editions;
  if (!newest) return null;
  const older = newest.number - editions.length;
  return (
    <div ref={ref} id={EDITIONS_ANCHOR} className="scroll-mt-24">
      <Panel
        id="edition-history"
        title={t('editions.heading')}
        Icon={History}
        intro={t('editions.intro', { count: newest.number })}
        className=""
      >
        <ol className="mt-4 space-y-6">
          {editions.map((edition, i) => (
            <li key={edition.number}>
              <EditionEntry edition={edition} level="h3" open={i === 0} />
            </li>
          ))}
        </ol>
        {older > 0 && <p className="mt-4 text-sm text-slate-600">{t('editions.older', { count: older })}</p>}
      </Panel>
    </div>
  );
}
