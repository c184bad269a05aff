import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ErrorBanner } from './notices';

interface DeletePackDialogProps {
  pack: CorpusPack | null;
  pending: boolean;
  error?: { text: string; detail?: string };
  onConfirm: (pack: CorpusPack) => void;
  onClose: () => void;
}

/** Deleting a pack removes it from the search corpus and the database for good, so it is asked twice. */
export function DeletePackDialog({ pack, pending, error, onConfirm, onClose }: DeletePackDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={pack !== null}
      onClose={onClose}
      title={pack ? t('deletePack.title', { name: pack.title }) : ''}
      closeLabel={t('close')}
    >
      <p className="mt-3 text-slate-600">{t('deletePack.text')}</p>
      {error && <ErrorBanner className="mt-4" message={error.text} detail={error.detail} />}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('deletePack.cancel')}
        </Button>
        <Button
          className="bg-red-600 hover:bg-red-700"
          disabled={pending}
          onClick={() => pack && onConfirm(pack)}
        >
          {pending ? t('deletePack.deleting') : t('deletePack.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
