import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '../../../common/roles';
import { Button } from '../../components/ui/button';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { BusyIcon } from '../../components/ui/busy-icon';

interface DemoSignInProps {
  busy: boolean;
  disabled: boolean;
  onSignIn: (role: Role) => void;
}

/** "Continue as demo user": pick a role (a native radio group, so arrow keys move the choice), then sign in. */
export function DemoSignIn({ busy, disabled, onSignIn }: DemoSignInProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<Role>('user');
  const hintId = useId();

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('auth.demo.title')}</legend>
      <p className="text-xs text-slate-600">{t('auth.demo.text')}</p>
      <SegmentedControl
        name="demo-role"
        options={ROLES}
        value={role}
        onChange={setRole}
        label={(option) => t(`userMenu.roles.${option}`)}
        className="mt-3 grid grid-cols-3 gap-1 rounded-lg bg-slate-200/70 p-1"
        segmentClassName="flex cursor-pointer items-center justify-center rounded-md px-1 py-1.5 text-center text-xs font-medium whitespace-nowrap sm:px-2 sm:text-sm text-slate-700 transition-colors has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed"
        disabled={disabled}
        describedBy={hintId}
      />
      <p id={hintId} className="mt-2 min-h-8 text-xs text-slate-600">
        {t(`auth.demo.roleHint.${role}`)}
      </p>
      <Button className="mt-3 w-full" disabled={disabled} onClick={() => onSignIn(role)}>
        <BusyIcon busy={busy} Icon={UserRound} />
        {busy ? t('auth.signingIn') : t('auth.demo.button')}
      </Button>
    </fieldset>
  );
}
