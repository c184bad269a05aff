import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { Button } from '../../components/ui/button';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { YouBadge, displayName } from './user-controls';

/** One user as the users list shows them (a table row on wide screens, a card on phones), and what it can do. */
export interface UserRowProps {
  user: AdminUserRow;
  /** Their change is being saved: the controls wait. */
  pending: boolean;
  /** The signed-in admin, marked "You", who may not change their own role or status. */
  isYou: boolean;
  onChangeRole: (role: Role) => void;
  onToggleDisabled: () => void;
  onOpenPacks: () => void;
}

/** Their full name (or a line saying they gave none), and "You" for the signed-in admin. */
export function UserName({ user, isYou }: Pick<UserRowProps, 'user' | 'isYou'>) {
  const { t } = useTranslation('admin');
  return (
    <>
      {user.full_name?.trim() ? (
        <span className="font-semibold wrap-break-word! text-slate-900">{user.full_name}</span>
      ) : (
        <span className="text-slate-500 italic">{t('users.noName')}</span>
      )}
      {isYou && <YouBadge />}
    </>
  );
}

export function CreatedDate({ user }: { user: AdminUserRow }) {
  const { language } = useLanguage();
  return <time dateTime={user.created_at}>{formatDate(user.created_at, language)}</time>;
}

/** When they last signed in, or "Never". */
export function LastSignIn({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return user.last_sign_in_at ? (
    <time dateTime={user.last_sign_in_at}>{formatDate(user.last_sign_in_at, language, 'dateTime')}</time>
  ) : (
    <span className="text-slate-500">{t('users.never')}</span>
  );
}

/** Opens the packs this user owns or may read. */
export function PacksButton({ user, onOpenPacks }: Pick<UserRowProps, 'user' | 'onOpenPacks'>) {
  const { t } = useTranslation('admin');
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={onOpenPacks}
      aria-label={t('users.packs.openFor', { name: displayName(user) })}
      className="whitespace-nowrap"
    >
      {t('users.packs.open')}
    </Button>
  );
}
