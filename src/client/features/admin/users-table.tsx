import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { useLanguage } from '../../lib/use-language';
import { Button } from '../../components/ui/button';
import { ConfirmDisableDialog } from './confirm-disable-dialog';
import { UserPacksDialog } from './user-packs-dialog';
import { formatDate } from '../../lib/format';
import {
  RoleSelect,
  SavingIndicator,
  ToggleDisabledButton,
  UserStatusBadge,
  YouBadge,
  displayName,
} from './user-controls';

/** The table's columns, by their key in `users.columns`; the actions sit at the end of the row. */
const COLUMNS = ['name', 'email', 'role', 'status', 'created', 'lastSignIn', 'actions'] as const;

export interface UsersTableProps {
  users: AdminUserRow[];
  /** The signed-in admin, marked "You" in the list. */
  currentUserId?: string;
  /** The user whose change is being saved: their controls wait. */
  pendingId?: string;
  onChangeRole: (user: AdminUserRow, role: Role) => void;
  onToggleDisabled: (user: AdminUserRow, disabled: boolean) => void;
}

/**
 * Users with their role and status, and the controls to change them: a table on wide screens, a list of cards
 * on phones (the other is hidden with CSS, so assistive technology meets only one). Disabling asks first.
 */
export function UsersTable({
  users,
  currentUserId,
  pendingId,
  onChangeRole,
  onToggleDisabled,
}: UsersTableProps) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [confirming, setConfirming] = useState<AdminUserRow | null>(null);
  const [packsOf, setPacksOf] = useState<AdminUserRow | null>(null);
  const packsButton = (user: AdminUserRow) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => setPacksOf(user)}
      aria-label={t('users.packs.openFor', { name: displayName(user) })}
      className="whitespace-nowrap"
    >
      {t('users.packs.open')}
    </Button>
  );

  const handleToggle = (user: AdminUserRow) => {
    if (user.disabled) onToggleDisabled(user, false);
    else setConfirming(user);
  };
  const handleConfirm = (user: AdminUserRow) => {
    setConfirming(null);
    onToggleDisabled(user, true);
  };
  const created = (user: AdminUserRow) => (
    <time dateTime={user.created_at}>{formatDate(user.created_at, language)}</time>
  );
  const lastSignIn = (user: AdminUserRow) =>
    user.last_sign_in_at ? (
      <time dateTime={user.last_sign_in_at}>{formatDate(user.last_sign_in_at, language, 'dateTime')}</time>
    ) : (
      <span className="text-slate-500">{t('users.never')}</span>
    );
  const name = (user: AdminUserRow) =>
    user.full_name?.trim() ? (
      <span className="font-semibold wrap-break-word! text-slate-900">{user.full_name}</span>
    ) : (
      <span className="text-slate-500 italic">{t('users.noName')}</span>
    );

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm xl:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-4 py-3 ${column === 'actions' ? 'text-right ' : ''}whitespace-nowrap`}
                >
                  {t(`users.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => {
              const pending = user.id === pendingId;
              return (
                <tr
                  key={user.id}
                  aria-busy={pending}
                  className={user.disabled ? 'bg-slate-50/60' : undefined}
                >
                  <th scope="row" className="px-4 py-3 font-normal">
                    {name(user)}
                    {user.id === currentUserId && <YouBadge />}
                  </th>
                  <td className="px-4 py-3 wrap-break-word! text-slate-600">{user.email}</td>
                  <td className="px-4 py-3">
                    <RoleSelect
                      user={user}
                      disabled={pending || user.id === currentUserId}
                      onChange={(role) => onChangeRole(user, role)}
                    />
                  </td>
                  <td className="px-4 py-3">
                    <UserStatusBadge disabled={user.disabled} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">{created(user)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600">{lastSignIn(user)}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-2">
                      {pending && <SavingIndicator />}
                      {packsButton(user)}
                      <ToggleDisabledButton
                        user={user}
                        disabled={pending || user.id === currentUserId}
                        onClick={() => handleToggle(user)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
        {users.map((user) => {
          const pending = user.id === pendingId;
          return (
            <li
              key={user.id}
              aria-busy={pending}
              aria-label={displayName(user)}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p>
                    {name(user)}
                    {user.id === currentUserId && <YouBadge />}
                  </p>
                  <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">{user.email}</p>
                </div>
                <UserStatusBadge disabled={user.disabled} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-4 text-xs">
                <div>
                  <dt className="text-slate-500">{t('users.columns.created')}</dt>
                  <dd className="mt-0.5 text-slate-700">{created(user)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{t('users.columns.lastSignIn')}</dt>
                  <dd className="mt-0.5 text-slate-700">{lastSignIn(user)}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <RoleSelect
                  user={user}
                  disabled={pending || user.id === currentUserId}
                  onChange={(role) => onChangeRole(user, role)}
                  className="min-w-0 flex-1 sm:max-w-60"
                />
                {packsButton(user)}
                <ToggleDisabledButton
                  user={user}
                  disabled={pending || user.id === currentUserId}
                  onClick={() => handleToggle(user)}
                />
                {pending && <SavingIndicator />}
              </div>
            </li>
          );
        })}
      </ul>

      <ConfirmDisableDialog user={confirming} onConfirm={handleConfirm} onClose={() => setConfirming(null)} />
      {packsOf && <UserPacksDialog user={packsOf} onClose={() => setPacksOf(null)} />}
    </>
  );
}
