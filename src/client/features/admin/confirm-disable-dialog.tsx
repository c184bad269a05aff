import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import { ConfirmDialog, dialogAbout } from '../../components/ui/dialog';
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
    <ConfirmDialog
      {...dialogAbout(user, (user) => t('users.confirmDisable.title', { name: displayName(user) }))}
      onClose={onClose}
      closeLabel={t('close')}
      text={t('users.confirmDisable.text')}
      cancelLabel={t('users.confirmDisable.cancel')}
      confirmLabel={t('users.confirmDisable.confirm')}
      onConfirm={() => user && onConfirm(user)}
      danger
    />
  );
}
