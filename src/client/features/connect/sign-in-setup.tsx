import { ExternalLink, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { IconNote } from '../../components/ui/icon-note';
import { reachableFromTheInternet, signInSetup } from './install-links';
import type { McpClientId } from './mcp-configs';
import { Snippet } from './snippet';

const TEXT = 'text-sm text-slate-700';

/**
 * The first way in for each assistant: it signs in to Kenja and the person allows it on Kenja's consent page, so
 * the link, command or steps here carry no token and need no editing.
 */
export function SignInSetup({ client, url }: { client: McpClientId; url: string }) {
  const { t } = useTranslation('connect');
  const name = t(`setup.clients.${client}`);
  const setup = signInSetup(client, url);
  switch (setup.kind) {
    case 'command':
      return (
        <div>
          <p className={TEXT}>{t(`setup.signIn.${client}`)}</p>
          <Snippet
            text={setup.command}
            label={t('setup.commandLabel', { client: name })}
            copyName={t('setup.copyCommand', { client: name })}
          />
        </div>
      );
    case 'link':
      return (
        <div>
          <a href={setup.href} className={buttonClass('primary', 'md')}>
            <ExternalLink className="size-4" aria-hidden />
            {t('setup.install', { client: name })}
          </a>
          <p className={`mt-3 ${TEXT}`}>{t(`setup.signIn.${client}`)}</p>
          <p className={`mt-3 ${TEXT}`}>{t('setup.byHand', { file: setup.file })}</p>
          <Snippet text={setup.config} label={setup.file} copyName={t('setup.copyFile', { client: name })} />
        </div>
      );
    case 'connector':
      return <ConnectorSteps client={client} url={url} />;
    case 'details':
      return <ClientDetails url={url} />;
  }
}

/** Steps in an assistant's own connector settings, which reach Kenja from its vendor's servers. */
function ConnectorSteps({ client, url }: { client: McpClientId; url: string }) {
  const { t } = useTranslation('connect');
  return (
    <div>
      <ol className={`list-decimal space-y-2 pl-5 ${TEXT}`}>
        <li>{t(`setup.steps.${client}.open`)}</li>
        <li>
          {t(`setup.steps.${client}.add`)}
          <Snippet text={url} label={t('setup.url')} copyName={t('setup.copyUrl')} />
        </li>
        <li>{t(`setup.steps.${client}.connect`)}</li>
      </ol>
      {!reachableFromTheInternet(url) && (
        <IconNote Icon={Info} className="mt-3 bg-amber-50 p-3 text-sm text-amber-900">
          {t(`setup.steps.${client}.unreachable`, { url })}
        </IconNote>
      )}
    </div>
  );
}

/** What any MCP client needs: where, how, and that it signs in by itself. */
function ClientDetails({ url }: { url: string }) {
  const { t } = useTranslation('connect');
  return (
    <dl className={`grid gap-x-4 gap-y-3 sm:grid-cols-[auto_1fr] ${TEXT}`}>
      <dt className="font-semibold text-slate-800 sm:pt-2">{t('setup.other.url')}</dt>
      <dd className="min-w-0">
        <Snippet text={url} label={t('setup.url')} copyName={t('setup.copyUrl')} />
      </dd>
      <dt className="font-semibold text-slate-800">{t('setup.other.transport')}</dt>
      <dd>{t('setup.other.transportValue')}</dd>
      <dt className="font-semibold text-slate-800">{t('setup.other.signIn')}</dt>
      <dd>{t('setup.other.signInValue')}</dd>
    </dl>
  );
}
