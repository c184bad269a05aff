import { useTranslation } from 'react-i18next';
import type { CorpusPack } from '../../../common/contracts/engine';
import { ConfirmDialog, dialogAbout } from '../../components/ui/dialog';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText } from './notices';

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
    <ConfirmDialog
      {...dialogAbout(pack, (pack) => t('deletePack.title', { name: pack.title }))}
      onClose={onClose}
      closeLabel={t('close')}
      text={t('deletePack.text')}
      cancelLabel={t('deletePack.cancel')}
      confirmLabel={pending ? t('deletePack.deleting') : t('deletePack.confirm')}
      onConfirm={() => pack && onConfirm(pack)}
      disabled={pending}
      danger
    >
      {error && (
        <PageAlert className="mt-4">
          <FailureText message={error.text} detail={error.detail} />
        </PageAlert>
      )}
    </ConfirmDialog>
  );
}
