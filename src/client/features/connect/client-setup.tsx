import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/ui/copy-button';
import { clientSetup, MCP_CLIENTS, type McpClientId } from './mcp-configs';

/** One assistant at a time: where its settings go, and the settings, filled in and ready to copy. */
export function ClientSetup({ url, token }: { url: string; token: string | null }) {
  const { t } = useTranslation('connect');
  const [client, setClient] = useState<McpClientId>('claudeCode');
  const setup = clientSetup(client, url, token ?? '<your-token>');
  const name = t(`setup.clients.${client}`);
  return (
    <div>
      <div role="group" aria-label={t('setup.clientsLabel')} className="flex flex-wrap gap-2">
        {MCP_CLIENTS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={client === id}
            onClick={() => setClient(id)}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
              client === id
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {t(`setup.clients.${id}`)}
          </button>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-700">{t(`setup.hints.${client}`)}</p>
      {setup.where && (
        <p className="mt-2 text-sm text-slate-700">{t('setup.where', { file: setup.where })}</p>
      )}
      <div className="mt-2 flex items-start gap-2">
        <pre
          tabIndex={0}
          aria-label={name}
          className="min-w-0 flex-1 overflow-x-auto rounded-xl bg-slate-900 p-3 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <code>{setup.snippet}</code>
        </pre>
        <CopyButton
          text={setup.snippet}
          label={t('setup.copy')}
          copied={t('setup.copied')}
          name={t('setup.copyLabel', { client: name })}
        />
      </div>
      {!token && <p className="mt-2 text-xs text-slate-600">{t('setup.placeholderNote')}</p>}
    </div>
  );
}
