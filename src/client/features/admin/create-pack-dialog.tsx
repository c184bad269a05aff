import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PACK_DESCRIPTION_MAX_LENGTH, PACK_TITLE_MAX_LENGTH } from '../../../common/limits';
import { Dialog, DialogForm } from '../../components/ui/dialog';
import { TextAreaField, TextField } from '../../components/ui/fields';
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
  const id = useId();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const blank = title.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || pending) return;
    onCreate({ title: title.trim(), description: description.trim() });
  }

  return (
    <DialogForm
      onSubmit={handleSubmit}
      cancelLabel={t('createPack.cancel')}
      onCancel={onCancel}
      confirmLabel={pending ? t('createPack.creating') : t('createPack.submit')}
      disabled={blank || pending}
    >
      <TextField
        id={`${id}-title`}
        label={t('createPack.name')}
        required
        badge={false}
        hint={t('createPack.nameHint')}
        value={title}
        onValue={setTitle}
        maxLength={PACK_TITLE_MAX_LENGTH}
        autoComplete="off"
      />
      <TextAreaField
        id={`${id}-description`}
        label={t('createPack.description')}
        labelNote={t('createPack.optional')}
        badge={false}
        value={description}
        onValue={setDescription}
        maxLength={PACK_DESCRIPTION_MAX_LENGTH}
        rows={3}
      />
      {error !== null && error !== undefined && !pending && <CreationFailed error={error} />}
    </DialogForm>
  );
}
