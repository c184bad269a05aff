import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { ConfirmDisableDialog } from './confirm-disable-dialog';
import { RoleSelect, SavingIndicator, ToggleDisabledButton, UserStatusBadge } from './user-controls';
import { UserCard } from './user-card';
import { UserPacksDialog } from './user-packs-dialog';
import { CreatedDate, LastSignIn, PacksButton, UserName, type UserRowProps } from './user-row';

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
  const [confirming, setConfirming] = useState<AdminUserRow | null>(null);
  const [packsOf, setPacksOf] = useState<AdminUserRow | null>(null);

  const handleConfirm = (user: AdminUserRow) => {
    setConfirming(null);
    onToggleDisabled(user, true);
  };
  const rowOf = (user: AdminUserRow): UserRowProps => ({
    user,
    pending: user.id === pendingId,
    isYou: user.id === currentUserId,
    onChangeRole: (role) => onChangeRole(user, role),
    // Enabling happens at once; disabling asks first.
    onToggleDisabled: () => (user.disabled ? onToggleDisabled(user, false) : setConfirming(user)),
    onOpenPacks: () => setPacksOf(user),
  });

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
            {users.map((user) => (
              <UserTableRow key={user.id} {...rowOf(user)} />
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
        {users.map((user) => (
          <UserCard key={user.id} {...rowOf(user)} />
        ))}
      </ul>

      <ConfirmDisableDialog user={confirming} onConfirm={handleConfirm} onClose={() => setConfirming(null)} />
      {packsOf && <UserPacksDialog user={packsOf} onClose={() => setPacksOf(null)} />}
    </>
  );
}

/** A user on a wide screen: a row of the table, in the order of COLUMNS. */
function UserTableRow(props: UserRowProps) {
  const { user, pending, isYou, onChangeRole, onToggleDisabled } = props;
  return (
    <tr aria-busy={pending} className={user.disabled ? 'bg-slate-50/60' : undefined}>
      <th scope="row" className="px-4 py-3 font-normal">
        <UserName user={user} isYou={isYou} />
      </th>
      <td className="px-4 py-3 wrap-break-word! text-slate-600">{user.email}</td>
      <td className="px-4 py-3">
        <RoleSelect user={user} disabled={pending || isYou} onChange={onChangeRole} />
      </td>
      <td className="px-4 py-3">
        <UserStatusBadge disabled={user.disabled} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
        <CreatedDate user={user} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-600">
        <LastSignIn user={user} />
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-2">
          {pending && <SavingIndicator />}
          <PacksButton {...props} />
          <ToggleDisabledButton user={user} disabled={pending || isYou} onClick={onToggleDisabled} />
        </div>
      </td>
    </tr>
  );
}
