import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '../../../common/contracts/oauth';
import { LoadFailureAlert } from '../../components/load-failure';
import { ConfirmDialog } from '../../components/ui/dialog';
import { SkeletonList } from '../../components/ui/skeleton';
import { useConnections, useDisconnect } from './api/connections-api';
import { ConnectionRow } from './connection-row';
import { RequestError } from '../../components/ui/request-error';

/** The assistants the person connected by signing in, most recently used first; each can be disconnected. */
export function ConnectedAssistants({ url }: { url: string }) {
  const { t } = useTranslation('connect');
  const connections = useConnections();
  const [disconnecting, setDisconnecting] = useState<Connection | null>(null);

  if (connections.isPending) {
    return (
      <SkeletonList
        label={t('connections.loading')}
        count={2}
        className="animate-pulse divide-y divide-slate-200 rounded-2xl border border-slate-200"
        itemClassName="space-y-2 p-4"
        bars={['h-4 w-1/3 rounded', 'h-3 w-1/4 rounded', 'h-3 w-2/3 rounded']}
      />
    );
  }
  if (connections.isError) {
    return (
      <LoadFailureAlert
        namespace="connect"
        keys={{ loadError: 'connections.loadError', retry: 'connections.retry' }}
        query={connections}
      />
    );
  }
  if (connections.data.length === 0) {
    return <p className="text-sm wrap-anywhere text-slate-600">{t('connections.empty', { url })}</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {connections.data.map((connection) => (
          <ConnectionRow
            key={connection.id}
            connection={connection}
            onDisconnect={() => setDisconnecting(connection)}
          />
        ))}
      </ul>
      {disconnecting && (
        <DisconnectDialog connection={disconnecting} onClose={() => setDisconnecting(null)} />
      )}
    </>
  );
}

function DisconnectDialog({ connection, onClose }: { connection: Connection; onClose: () => void }) {
  const { t } = useTranslation('connect');
  const disconnect = useDisconnect();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('connections.confirmTitle', { name: connection.client.name })}
      closeLabel={t('connections.close')}
      text={t('connections.confirmText')}
      cancelLabel={t('connections.cancel')}
      confirmLabel={disconnect.isPending ? t('connections.disconnecting') : t('connections.disconnect')}
      onConfirm={() => disconnect.mutate(connection.id, { onSuccess: onClose })}
      disabled={disconnect.isPending}
      danger
    >
      <RequestError request={disconnect} className="mt-3 text-sm text-red-800" />
    </ConfirmDialog>
  );
}
