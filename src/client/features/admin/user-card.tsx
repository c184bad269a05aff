import { useTranslation } from 'react-i18next';
import {
  RoleSelect,
  SavingIndicator,
  ToggleDisabledButton,
  UserStatusBadge,
  displayName,
} from './user-controls';
import { CreatedDate, LastSignIn, PacksButton, UserName, type UserRowProps } from './user-row';
import { Fact } from '../../components/ui/fact';

/** A user on a phone: name, e-mail and status, their dates, then the controls. */
export function UserCard(props: UserRowProps) {
  const { user, pending, isYou, onChangeRole, onToggleDisabled } = props;
  const { t } = useTranslation('admin');
  return (
    <li
      aria-busy={pending}
      aria-label={displayName(user)}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p>
            <UserName user={user} isYou={isYou} />
          </p>
          <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">{user.email}</p>
        </div>
        <UserStatusBadge disabled={user.disabled} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-4 text-xs">
        <Fact className="mt-0.5 text-slate-700" label={t('users.columns.created')}>
          <CreatedDate user={user} />
        </Fact>
        <Fact className="mt-0.5 text-slate-700" label={t('users.columns.lastSignIn')}>
          <LastSignIn user={user} />
        </Fact>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <RoleSelect
          user={user}
          disabled={pending || isYou}
          onChange={onChangeRole}
          className="min-w-0 flex-1 sm:max-w-60"
        />
        <PacksButton {...props} />
        <ToggleDisabledButton user={user} disabled={pending || isYou} onClick={onToggleDisabled} />
        {pending && <SavingIndicator />}
      </div>
    </li>
  );
}
