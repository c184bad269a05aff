import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_TITLE_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CreationFailed } from './creation-failed';

export interface CreatePackDialogProps {
  open: boolean;
  /** idle, creating (pending), or error (the failure to show) — spec 02 §4. */
  pending: boolean;
  error: unknown;
  onCreate: (pack: { title: string; description: string }) => void;
  onClose: () => void;
}

/** The create-pack modal: a title (required, not blank) and an optional description. */
export function CreatePackDialog({ open, pending, error, onCreate, onClose }: CreatePackDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onClose={onClose} title={t('createPack.title')} closeLabel={t('close')}>
      {/* Inside the dialog's body, so the fields start empty each time it opens. */}
      <CreatePackForm pending={pending} error={error} onCreate={onCreate} onCancel={onClose} />
    </Dialog>
  );
}

interface CreatePackFormProps {
  pending: boolean;
  error: unknown;
  onCreate: (pack: { title: string; description: string }) => void;
  onCancel: () => void;
}

function CreatePackForm({ pending, error, onCreate, onCancel }: CreatePackFormProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const hintId = useId();
  const descriptionId = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const blank = title.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || pending) return;
    onCreate({ title: title.trim(), description: description.trim() });
  }

  const field =
    'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

  return (
    <form onSubmit={handleSubmit} noValidate className="mt-4">
      <label htmlFor={titleId} className="block text-sm font-semibold text-slate-900">
        {t('createPack.name')}
      </label>
      <input
        id={titleId}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        aria-required
        maxLength={PACK_TITLE_MAX_LENGTH}
        aria-describedby={hintId}
        autoComplete="off"
        className={field}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-500">
        {t('createPack.nameHint')}
      </p>
      <label htmlFor={descriptionId} className="mt-4 block text-sm font-semibold text-slate-900">
        {t('createPack.description')}{' '}
        <span className="font-normal text-slate-500">{t('createPack.optional')}</span>
      </label>
      <textarea
        id={descriptionId}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        maxLength={PACK_DESCRIPTION_MAX_LENGTH}
        rows={3}
        className={field}
      />
      {error !== null && error !== undefined && !pending && <CreationFailed error={error} />}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('createPack.cancel')}
        </Button>
        <Button type="submit" disabled={blank || pending}>
          {pending ? t('createPack.creating') : t('createPack.submit')}
        </Button>
      </div>
    </form>
  );
}
