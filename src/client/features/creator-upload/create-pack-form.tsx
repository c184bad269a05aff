import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_TITLE_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/fields';
import { apiErrorText } from '../../lib/api-error-text';
import { useCreatePack } from './api/create-pack';
import { PageAlert } from '../../components/ui/page-alert';

interface CreatePackFormProps {
  heading: string;
  /** A line under the heading, for a creator who has no pack yet. */
  intro?: string;
  onCreated: (pack: CorpusPack) => void;
  /** Without it (the creator has no pack yet) the form cannot be closed. */
  onCancel?: () => void;
}

/** A new draft pack: a title (required) and an optional description; the details come on the next step. */
export function CreatePackForm({ heading, intro, onCreated, onCancel }: CreatePackFormProps) {
  const { t } = useTranslation('creatorUpload');
  const create = useCreatePack();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [missingTitle, setMissingTitle] = useState(false);
  const headingId = useId();
  const titleId = useId();
  const descriptionId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (title.trim() === '') {
      setMissingTitle(true);
      document.getElementById(titleId)?.focus();
      return;
    }
    create.mutate({ title: title.trim(), description: description.trim() }, { onSuccess: onCreated });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {heading}
      </h3>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4 space-y-4">
        <TextField
          id={titleId}
          label={t('createPack.name')}
          required
          badge={false}
          error={missingTitle ? t('createPack.required') : undefined}
          hint={t('createPack.nameHint')}
          value={title}
          onValue={(typed) => {
            setTitle(typed);
            if (typed.trim() !== '') setMissingTitle(false);
          }}
          // Opened on request ("Create another pack"): the title is what comes next.
          autoFocus={onCancel !== undefined}
          maxLength={PACK_TITLE_MAX_LENGTH}
        />
        <TextAreaField
          id={descriptionId}
          label={t('createPack.description')}
          labelNote={t('createPack.optional')}
          badge={false}
          value={description}
          onValue={setDescription}
          rows={3}
          maxLength={PACK_DESCRIPTION_MAX_LENGTH}
        />
      </div>
      {create.isError && (
        <PageAlert className="mt-4">
          {t('createPack.failed', { reason: apiErrorText(create.error, t) })}
        </PageAlert>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('createPack.creating') : t('createPack.submit')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('createPack.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
