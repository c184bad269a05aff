import { KeyRound, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessToken } from '../../../common/contracts/access';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { RowActionButton } from '../../components/ui/row-action-button';
import { apiErrorText } from '../../lib/api-error-text';
import { useAccessTokens, useRevokeToken } from './api/connect-api';
import { RequestError } from '../../components/ui/request-error';
import { useDateText } from '../../lib/use-date-text';

/** The person's tokens, newest first: name, what it may read, when made, last used, expiry; revocable at once. */
export function TokenList() {
  const { t } = useTranslation('connect');
  const tokens = useAccessTokens();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  // When the page opened: whether a token has expired is judged against it.
  const [openedAt] = useState(() => Date.now());

  if (tokens.isPending) return <p className="text-sm text-slate-600">{t('tokens.loading')}</p>;
  if (tokens.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        {t('tokens.error')} {apiErrorText(tokens.error, t)}
        <Button variant="secondary" size="sm" onClick={() => void tokens.refetch()}>
          {t('tokens.retry')}
        </Button>
      </div>
    );
  if (tokens.data.tokens.length === 0) return <p className="text-sm text-slate-600">{t('tokens.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {tokens.data.tokens.map((token) => (
          <TokenRow key={token.id} token={token} now={openedAt} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

function TokenRow({ token, now, onRevoke }: { token: AccessToken; now: number; onRevoke: () => void }) {
  const { t } = useTranslation('connect');
  const date = useDateText('dateTime');
  const expired = token.expires_at !== null && Date.parse(token.expires_at) <= now;
  const details = [
    token.pack_ids === null ? t('tokens.allPacks') : t('tokens.somePacks', { count: token.pack_ids.length }),
    t('tokens.created', { date: date(token.created_at) }),
    token.last_used_at ? t('tokens.lastUsed', { date: date(token.last_used_at) }) : t('tokens.neverUsed'),
    ...(token.expires_at
      ? [t(expired ? 'tokens.expired' : 'tokens.expires', { date: date(token.expires_at) })]
      : []),
  ];
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <KeyRound className="size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">
          {token.name}{' '}
          <span className="font-mono text-xs font-normal text-slate-600">
            {t('tokens.hint', { hint: token.hint })}
          </span>
        </p>
        <p className={`mt-0.5 text-xs ${expired ? 'text-amber-800' : 'text-slate-600'}`}>
          {details.join(' · ')}
        </p>
      </div>
      <RowActionButton name={t('tokens.revokeLabel', { name: token.name })} onClick={onRevoke}>
        {t('tokens.revoke')}
      </RowActionButton>
    </li>
  );
}

function RevokeDialog({ token, onClose }: { token: AccessToken; onClose: () => void }) {
  const { t } = useTranslation('connect');
  const revoke = useRevokeToken();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('tokens.confirmTitle', { name: token.name })}
      closeLabel={t('tokens.close')}
    >
      <p className="text-sm text-slate-700">{t('tokens.confirmText')}</p>
      <RequestError request={revoke} className="mt-3 text-sm text-red-800" />
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('tokens.cancel')}
        </Button>
        <Button
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(token.id, { onSuccess: onClose })}
          className="bg-red-600 hover:bg-red-700"
        >
          {revoke.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {revoke.isPending ? t('tokens.revoking') : t('tokens.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
