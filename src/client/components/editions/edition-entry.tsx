import { useTranslation } from 'react-i18next';
import type { Edition } from '../../../common/contracts/editions';
import { useDateText } from '../../lib/use-date-text';
import { EditionChangeList } from './edition-changes';

interface EditionEntryProps {
  edition: Edition;
  /** The heading level the edition's title takes where it is shown. */
  level: 'h3' | 'h4';
  /** What changed shown at once, or behind a "What changed" disclosure. */
  open?: boolean;
}

/** One edition: its number and day, the creator's note (their own words), and what changed. */
export function EditionEntry({ edition, level: Heading, open = false }: EditionEntryProps) {
  const { t } = useTranslation('common');
  const date = useDateText('long');
  const { changes } = edition;
  return (
    <article className="space-y-2">
      <Heading className="font-semibold text-slate-900">
        {t('editions.title', { number: edition.number })}{' '}
        <span className="font-normal text-slate-600">
          · <time dateTime={edition.madeAt}>{date(edition.madeAt)}</time>
        </span>
      </Heading>
      {edition.note && (
        <blockquote className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-medium text-slate-900">{t('editions.note')}</p>
          <p className="mt-1 break-words whitespace-pre-line">{edition.note}</p>
        </blockquote>
      )}
      {changes === null ? (
        <p className="text-sm text-slate-600">{t('editions.firstRecorded')}</p>
      ) : open ? (
        <EditionChangeList changes={changes} />
      ) : (
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline">
            {t('editions.whatChanged', { count: changes.documents.length })}
          </summary>
          <div className="mt-2">
            <EditionChangeList changes={changes} />
          </div>
        </details>
      )}
    </article>
  );
}
