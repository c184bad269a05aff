import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { displayName } from './user-controls';

interface ConfirmDisableDialogProps {
  user: AdminUserRow | null;
  onConfirm: (user: AdminUserRow) => void;
  onClose: () => void;
}

/** Disabling ends every session of the person at once, so it is asked twice. */
export function ConfirmDisableDialog({ user, onConfirm, onClose }: ConfirmDisableDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={user ? t('users.confirmDisable.title', { name: displayName(user) }) : ''}
      closeLabel={t('close')}
    >
      <p className="mt-3 text-slate-600">{t('users.confirmDisable.text')}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('users.confirmDisable.cancel')}
        </Button>
        <Button className="bg-red-600 hover:bg-red-700" onClick={() => user && onConfirm(user)}>
          {t('users.confirmDisable.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
