import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MCP_CLIENTS, type McpClientId } from './mcp-configs';
import { SignInSetup } from './sign-in-setup';
import { TokenSetup } from './token-setup';

/**
 * One assistant at a time: first how it signs in to Kenja (an install link, a command or steps, with nothing to
 * edit), then, for an assistant that cannot, its settings with a pasted access token.
 */
export function ClientSetup({ url, token }: { url: string; token: string | null }) {
  const { t } = useTranslation('connect');
  const [client, setClient] = useState<McpClientId>('claudeCode');
  return (
    <div>
      <div role="group" aria-label={t('setup.clientsLabel')} className="flex flex-wrap gap-2">
        {MCP_CLIENTS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={client === id}
            onClick={() => setClient(id)}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              client === id
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {t(`setup.clients.${id}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        <SignInSetup client={client} url={url} />
      </div>
      <TokenSetup client={client} url={url} token={token} />
    </div>
  );
}
