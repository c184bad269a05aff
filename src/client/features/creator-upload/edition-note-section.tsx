import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITION_NOTE_MAX_LENGTH, type EditionNoteResponse } from '../../../common/contracts/editions';
import { LoadFailureAlert } from '../../components/load-failure';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/fields';
import { Panel } from '../../components/ui/panel';
import { RequestError } from '../../components/ui/request-error';
import { Skeleton } from '../../components/ui/skeleton';
import { useDateText } from '../../lib/use-date-text';
import { useEditionNote, useSaveEditionNote } from './api/edition-note';

/**
 * The creator's note for the pack's next edition, written where its documents change: the next upload, re-index or
 * removal makes an edition once every file is processed, and that edition carries the note to buyers.
 */
export function EditionNoteSection({ packId, busy }: { packId: string; busy: boolean }) {
  const { t } = useTranslation('creatorUpload');
  const note = useEditionNote(packId);
  const { refetch } = note;
  const wasBusy = useRef(busy);
  useEffect(() => {
    // Files done processing may have made an edition, which took the note: read both again.
    if (wasBusy.current && !busy) void refetch();
    wasBusy.current = busy;
  }, [busy, refetch]);
  return (
    <Panel
      id="edition-note-heading"
      title={t('editionNote.heading')}
      intro={t('editionNote.intro')}
      className="mt-10"
    >
      {note.isPending && (
        <Skeleton label={t('editionNote.loading')} className="mt-4 space-y-2" bars={['h-24 rounded-xl']} />
      )}
      {note.isError && (
        <LoadFailureAlert
          namespace="creatorUpload"
          keys={{ loadError: 'editionNote.loadError', retry: 'packs.retry' }}
          query={note}
          className="mt-4"
        />
      )}
      {/* Keyed by pack and edition: another pack's note, or the note after an edition took it, starts afresh. */}
      {note.data && (
        <EditionNoteForm
          key={`${packId} ${note.data.latest?.number ?? 0}`}
          packId={packId}
          saved={note.data}
        />
      )}
    </Panel>
  );
}

function EditionNoteForm({ packId, saved }: { packId: string; saved: EditionNoteResponse }) {
  const { t } = useTranslation('creatorUpload');
  const id = useId();
  const date = useDateText('long');
  const save = useSaveEditionNote(packId);
  const [text, setText] = useState(saved.note ?? '');
  const unchanged = text.trim() === (saved.note ?? '');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(text);
  };
  const { latest } = saved;
  return (
    <form onSubmit={handleSubmit} className="mt-4 space-y-3">
      <p className="text-sm text-slate-700">
        {latest
          ? t('editionNote.latest', { number: latest.number, date: date(latest.madeAt) })
          : t('editionNote.noEdition')}
      </p>
      <TextAreaField
        id={`${id}-note`}
        label={t('editionNote.label')}
        hint={t('editionNote.hint')}
        rows={3}
        maxLength={EDITION_NOTE_MAX_LENGTH}
        counter={{ count: text.length, max: EDITION_NOTE_MAX_LENGTH }}
        value={text}
        onValue={setText}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          icon={Save}
          disabled={save.isPending || unchanged}
        >
          {t('editionNote.save')}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-600">
          {save.isSuccess && unchanged ? t(saved.note ? 'editionNote.saved' : 'editionNote.cleared') : ''}
        </p>
      </div>
      <RequestError request={save} className="text-sm text-red-700" />
    </form>
  );
}
