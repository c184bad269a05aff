import { useTranslation } from 'react-i18next';
import type { AnswerCitation } from '../../../common/contracts/answers';
import { PassageText } from '../passage-text';
import { Dialog, dialogAbout } from '../ui/dialog';
import './answer-strings';

/** The passage a citation points to, where it comes from, and the words the answer took from it highlighted. */
export function CitationViewer({
  citation,
  onClose,
}: {
  citation: AnswerCitation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('answers');
  const facts: [label: string, value: string][] = citation
    ? [
        [t('viewer.pack'), citation.pack_title],
        [t('viewer.file'), citation.filename],
        ...(citation.page !== null ? [[t('viewer.page'), String(citation.page)] as [string, string]] : []),
        ...(citation.heading_path.length > 0
          ? [[t('viewer.section'), citation.heading_path.join(' › ')] as [string, string]]
          : []),
      ]
    : [];
  return (
    <Dialog
      {...dialogAbout(citation, (citation) => t('viewer.title', { number: citation.number }))}
      onClose={onClose}
      closeLabel={t('viewer.close')}
    >
      {citation && (
        <>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('viewer.passage')}</h3>
          <blockquote className="mt-1 max-h-80 space-y-2 overflow-y-auto rounded-xl border-l-4 border-brand-300 bg-slate-50 p-3 text-sm leading-relaxed text-slate-800">
            <PassageText text={citation.quote} ranges={citation.highlights} />
          </blockquote>
        </>
      )}
    </Dialog>
  );
}
