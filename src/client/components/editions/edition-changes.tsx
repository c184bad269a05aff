import { FileMinus, FilePen, FilePlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentChange, EditionChange, EditionChanges } from '../../../common/contracts/editions';

/** Each kind of change: its icon, its colours, and the sign drawn before a section (the words say it too). */
const LOOK: Record<EditionChange, { Icon: LucideIcon; badge: string; sign: string }> = {
  added: { Icon: FilePlus, badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', sign: '+' },
  changed: { Icon: FilePen, badge: 'bg-amber-50 text-amber-900 ring-amber-200', sign: '~' },
  removed: { Icon: FileMinus, badge: 'bg-rose-50 text-rose-800 ring-rose-200', sign: '−' },
};

/** A change's marker: a sign and a word, so it reads without colour. */
export function ChangeMarker({ change }: { change: EditionChange }) {
  const { t } = useTranslation('common');
  const { badge, sign } = LOOK[change];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge}`}
    >
      <span aria-hidden>{sign}</span>
      {t(`editions.change.${change}`)}
    </span>
  );
}

/** A changed document's sections, counted: "2 changed, 1 added · 14 unchanged". */
function useCountsText() {
  const { t } = useTranslation('common');
  return ({ added, removed, changed, unchanged }: DocumentChange['counts']) =>
    [
      changed > 0 && t('editions.counts.changed', { count: changed }),
      added > 0 && t('editions.counts.added', { count: added }),
      removed > 0 && t('editions.counts.removed', { count: removed }),
      unchanged > 0 && t('editions.counts.unchanged', { count: unchanged }),
    ]
      .filter(Boolean)
      .join(t('editions.counts.separator'));
}

function DocumentChangeItem({ doc }: { doc: DocumentChange }) {
  const { t } = useTranslation('common');
  const countsText = useCountsText();
  const { Icon } = LOOK[doc.change];
  const listed = doc.sections.length;
  const more = doc.counts.added + doc.counts.removed + doc.counts.changed - listed;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
        <span className="min-w-0 font-medium break-words text-slate-900">{doc.filename}</span>
        <ChangeMarker change={doc.change} />
      </p>
      <p className="mt-1 text-xs text-slate-600">{countsText(doc.counts)}</p>
      {listed > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t('editions.sectionsOf', { filename: doc.filename })}>
          {doc.sections.map((section) => (
            <li key={`${section.change} ${section.heading.join('\u0000')}`} className="flex gap-2 text-sm">
              <ChangeMarker change={section.change} />
              <span className="min-w-0 break-words text-slate-800">
                {section.heading.length === 0 ? t('editions.opening') : section.heading.join(' › ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p className="mt-1 text-xs text-slate-600">{t('editions.more', { count: more })}</p>}
    </li>
  );
}

/**
 * What changed in an edition, document by document: each added, removed or changed, its sections counted, and the
 * sections that changed listed by heading with a marker on each (unchanged ones are only counted).
 */
export function EditionChangeList({ changes }: { changes: EditionChanges }) {
  const { t } = useTranslation('common');
  if (changes.documents.length === 0)
    return <p className="text-sm text-slate-600">{t('editions.nothing')}</p>;
  return (
    <ul className="space-y-2">
      {changes.documents.map((doc) => (
        <DocumentChangeItem key={`${doc.change} ${doc.filename}`} doc={doc} />
      ))}
    </ul>
  );
}
