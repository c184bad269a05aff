import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '../../../common/contracts/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { SelectField } from '../../components/ui/fields';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useChangeGrant, useGrantablePacks, useUserEntitlements } from './api/user-entitlements';
import { displayName } from './user-controls';
import { PackOptions } from '../../components/ui/pack-options';
import { RequestError } from '../../components/ui/request-error';

/** The packs a person may read by purchase or grant; an admin grants more or revokes a grant. */
export function UserPacksDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const id = useId();
  const entitlements = useUserEntitlements(user.id);
  const packs = useGrantablePacks();
  const change = useChangeGrant(user.id);
  const [chosen, setChosen] = useState('');
  const held = new Set(
    (entitlements.data?.entitlements ?? []).filter((e) => e.source === 'grant').map((e) => e.pack_id),
  );
  const grantable = (packs.data?.packs ?? []).filter((pack) => !held.has(pack.id));

  const grant = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) change.mutate({ packId: chosen, grant: true }, { onSuccess: () => setChosen('') });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('users.packs.title', { name: displayName(user) })}
      closeLabel={t('users.packs.close')}
    >
      <p className="text-sm text-slate-700">{t('users.packs.text')}</p>
      <div className="mt-4" aria-busy={entitlements.isPending}>
        {entitlements.isPending && <Loader2 className="size-5 animate-spin text-slate-500" aria-hidden />}
        <RequestError request={entitlements} className="text-sm text-red-800" />
        {entitlements.data &&
          (entitlements.data.entitlements.length === 0 ? (
            <p className="text-sm text-slate-600">{t('users.packs.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {entitlements.data.entitlements.map((entitlement) => (
                <li
                  key={`${entitlement.pack_id}-${entitlement.source}`}
                  className="flex flex-wrap items-center gap-2 p-3 text-sm"
                >
                  <span className="min-w-0 flex-1 break-words text-slate-900">{entitlement.pack_title}</span>
                  <span className="text-xs text-slate-600">
                    {t(`users.packs.source.${entitlement.source}`)} ·{' '}
                    {formatDate(entitlement.created_at, language)}
                  </span>
                  {entitlement.source === 'grant' && (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={change.isPending}
                      aria-label={t('users.packs.revokeFor', { pack: entitlement.pack_title })}
                      onClick={() => change.mutate({ packId: entitlement.pack_id, grant: false })}
                    >
                      {t('users.packs.revoke')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ))}
      </div>
      <form onSubmit={grant} className="mt-4 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <SelectField
            id={`${id}-pack`}
            label={t('users.packs.grantLabel')}
            badge={false}
            value={chosen}
            onValue={setChosen}
          >
            <PackOptions none={t('users.packs.choose')} packs={grantable} />
          </SelectField>
        </div>
        <Button type="submit" disabled={!chosen || change.isPending}>
          {change.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {t('users.packs.grant')}
        </Button>
      </form>
      <RequestError request={change} className="mt-3 text-sm text-red-800" />
    </Dialog>
  );
}
