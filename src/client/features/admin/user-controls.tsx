import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import { ROLES, type Role } from '../../../common/roles';
import { Button } from '../../components/ui/button';

/** The name an admin knows someone by: their full name, or their e-mail when they have none. */
export function displayName(user: Pick<AdminUserRow, 'full_name' | 'email'>): string {
  return user.full_name?.trim() || user.email;
}

interface RoleSelectProps {
  user: AdminUserRow;
  disabled: boolean;
  onChange: (role: Role) => void;
  className?: string;
}

/** Controlled by the saved role: a failed change springs back by itself. */
export function RoleSelect({ user, disabled, onChange, className = '' }: RoleSelectProps) {
  const { t } = useTranslation('admin');
  return (
    <select
      aria-label={t('users.roleFor', { name: displayName(user) })}
      value={user.user_role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Role)}
      className={`rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 ${className}`}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

interface ToggleDisabledButtonProps {
  user: AdminUserRow;
  disabled: boolean;
  onClick: () => void;
  className?: string;
}

export function ToggleDisabledButton({ user, disabled, onClick, className = '' }: ToggleDisabledButtonProps) {
  const { t } = useTranslation('admin');
  const name = displayName(user);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={disabled}
      onClick={onClick}
      aria-label={user.disabled ? t('users.enableFor', { name }) : t('users.disableFor', { name })}
      className={`whitespace-nowrap ${className}`}
    >
      {user.disabled ? t('users.enable') : t('users.disable')}
    </Button>
  );
}

export function UserStatusBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        disabled ? 'bg-slate-200 text-slate-700' : 'bg-emerald-50 text-emerald-700'
      }`}
    >
      {disabled ? t('users.status.disabled') : t('users.status.active')}
    </span>
  );
}

export function YouBadge() {
  const { t } = useTranslation('admin');
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      {t('users.you')}
    </span>
  );
}

/** Shown on a row while its change is being saved. */
export function SavingIndicator() {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-500">
      <Loader2 className="size-4 animate-spin" aria-hidden />
      <span className="sr-only sm:not-sr-only">{t('users.saving')}</span>
    </span>
  );
}
