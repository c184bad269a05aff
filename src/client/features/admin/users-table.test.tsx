import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '../../../common/contracts/auth';
import type { Role } from '../../../common/roles';
import { makeUser, renderAt } from './test-utils';
import { UsersTable } from './users-table';

function setup(
  path: string,
  users: AdminUserRow[],
  props: { pendingId?: string; currentUserId?: string } = {},
) {
  const roleChanges: [string, Role][] = [];
  const toggles: [string, boolean][] = [];
  renderAt(
    path,
    <UsersTable
      users={users}
      {...props}
      onChangeRole={(user, role) => roleChanges.push([user.id, role])}
      onToggleDisabled={(user, disabled) => toggles.push([user.id, disabled])}
    />,
  );
  // The table is the desktop view; the card list beside it (hidden by CSS) holds the same controls.
  return { roleChanges, toggles, table: screen.getByRole('table'), user: userEvent.setup() };
}

describe('UsersTable', () => {
  it('lists each user with role, status and dates', () => {
    const mika = makeUser({ full_name: 'Mika Tanaka', email: 'mika@example.com', user_role: 'creator' });
    const { table } = setup('/us/en/admin', [mika, makeUser({ disabled: true, last_sign_in_at: null })]);
    const row = within(table).getByRole('row', { name: /Mika Tanaka/ });
    expect(row).toHaveTextContent('mika@example.com');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('Mar 4, 2025');
    expect(within(row).getByRole('combobox', { name: 'Role for Mika Tanaka' })).toHaveValue('creator');
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
  });

  it('changes a role through the select', async () => {
    const mika = makeUser({ full_name: 'Mika Tanaka' });
    const { table, user, roleChanges } = setup('/us/en/admin', [mika]);
    await user.selectOptions(within(table).getByRole('combobox', { name: 'Role for Mika Tanaka' }), 'Admin');
    expect(roleChanges).toEqual([[mika.id, 'admin']]);
  });

  it('asks before disabling, and says they will be signed out everywhere', async () => {
    const mika = makeUser({ full_name: 'Mika Tanaka' });
    const { table, user, toggles } = setup('/us/en/admin', [mika]);

    await user.click(within(table).getByRole('button', { name: 'Disable Mika Tanaka' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Mika Tanaka?' });
    expect(dialog).toHaveTextContent('They will be signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(toggles).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Disable Mika Tanaka' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable user' }));
    expect(toggles).toEqual([[mika.id, true]]);
  });

  it('enables a disabled user without asking', async () => {
    const ken = makeUser({ full_name: 'Ken Sato', disabled: true });
    const { table, user, toggles } = setup('/us/en/admin', [ken]);
    await user.click(within(table).getByRole('button', { name: 'Enable Ken Sato' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggles).toEqual([[ken.id, false]]);
  });

  it('holds the controls of a row while its change is saved, and marks the signed-in admin', () => {
    const saving = makeUser({ full_name: 'Saving Person' });
    const me = makeUser({ full_name: 'The Admin', user_role: 'admin' });
    const { table } = setup('/us/en/admin', [saving, me], { pendingId: saving.id, currentUserId: me.id });
    const savingRow = within(table).getByRole('row', { name: /Saving Person/ });
    expect(within(savingRow).getByRole('combobox')).toBeDisabled();
    expect(within(savingRow).getByRole('button', { name: 'Disable Saving Person' })).toBeDisabled();
    expect(savingRow).toHaveTextContent('Saving…');
    const myRow = within(table).getByRole('row', { name: /The Admin/ });
    expect(myRow).toHaveTextContent('You');
    // An admin cannot demote or disable themselves (the server refuses too), so the controls are off.
    expect(within(myRow).getByRole('combobox')).toBeDisabled();
    expect(within(myRow).getByRole('button', { name: 'Disable The Admin' })).toBeDisabled();
  });

  it('speaks Japanese under /jp/ja', async () => {
    const mika = makeUser({ full_name: '田中美香' });
    const { table, user } = setup('/jp/ja/admin', [mika]);
    const select = within(table).getByRole('combobox', { name: '田中美香のロール' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ユーザー', 'クリエイター', '管理者']);
    expect(within(table).getByRole('columnheader', { name: '最終ログイン' })).toBeInTheDocument();
    expect(within(table).getByText('有効')).toBeInTheDocument();
    expect(table).toHaveTextContent('2025/03/04');
    await user.click(within(table).getByRole('button', { name: '田中美香を無効にする' }));
    expect(screen.getByRole('dialog', { name: '田中美香を無効にしますか？' })).toHaveTextContent(
      'すべての端末からログアウトされ',
    );
  });
});
