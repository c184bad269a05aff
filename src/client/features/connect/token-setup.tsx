import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { tokenSetup, type McpClientId } from './mcp-configs';
import { Snippet } from './snippet';

/**
 * The second way in, for an assistant that cannot sign in to Kenja: its settings with a pasted access token. Open
 * once a token has been made on this page, since that is what it is filled in with.
 */
export function TokenSetup({
  client,
  url,
  token,
}: {
  client: McpClientId;
  url: string;
  token: string | null;
}) {
  const { t } = useTranslation('connect');
  const setup = tokenSetup(client, url, token ?? '<your-token>');
  const name = t(`setup.clients.${client}`);
  return (
    <details open={token !== null} className="group mt-5 border-t border-slate-200 pt-4">
      {/* The flex box is inside: older Safari will not lay a <summary> out as one. */}
      <summary className="w-fit cursor-pointer list-none rounded-lg text-sm font-semibold text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-1.5">
          {t('setup.token.summary')}
          <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
        </span>
      </summary>
      <p className="mt-2 text-sm text-slate-700">{t('setup.token.text')}</p>
      <p className="mt-2 text-sm text-slate-700">{t(`setup.token.hints.${client}`)}</p>
      {setup.where && (
        <p className="mt-2 text-sm text-slate-700">{t('setup.token.where', { file: setup.where })}</p>
      )}
      <Snippet
        text={setup.snippet}
        label={t('setup.token.label', { client: name })}
        copyName={t('setup.copyLabel', { client: name })}
      />
      {!token && <p className="mt-2 text-xs text-slate-600">{t('setup.token.placeholderNote')}</p>}
    </details>
  );
}
