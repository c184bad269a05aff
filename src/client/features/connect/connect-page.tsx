import { ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessTokenCreated } from '../../../common/contracts/access';
import { Button } from '../../components/ui/button';
import { SignInRequired } from '../../components/sign-in-required';
import { StatusCardLoading } from '../../components/ui/status-card-loading';
import { registerNamespace } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import en from '../../locales/en/connect.json';
import ja from '../../locales/ja/connect.json';
import { AssistantPurchases } from './assistant-purchases';
import { CardPanel } from './card-panel';
import { ClientSetup } from './client-setup';
import { ConnectedAssistants } from './connected-assistants';
import { ConnectionTest } from './connection-test';
import { CopyButton } from '../../components/ui/copy-button';
import { CreateTokenForm } from './create-token-form';
import { QueryHistory } from './query-history';
import { TokenList } from './token-list';
import { IconNote } from '../../components/ui/icon-note';

registerNamespace('connect', { en, ja });

/**
 * /connect: setup for each assistant (signing in to Kenja first, a pasted access token for those that cannot), access
 * tokens and a live test of one, the assistants connected by signing in with what each may spend, the card they pay
 * with and what they bought, and the person's query history.
 */
export function ConnectPage() {
  const { t } = useTranslation('connect');
  const session = useSession();
  useDocumentTitle(t('title'));
  if (session.status === 'loading') return <StatusCardLoading />;
  if (session.status === 'signedOut') return <SignInRequired namespace="connect" />;
  return <ConnectScreen />;
}

function Section({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {text && <p className="mt-1 text-sm text-slate-700">{text}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ConnectScreen() {
  const { t } = useTranslation('connect');
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const url = `${window.location.origin}/mcp`;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('subtitle')}</p>
      </header>
      <Section id="connect-setup" title={t('setup.title')} text={t('setup.text', { url })}>
        <ClientSetup url={url} token={created?.token ?? null} />
      </Section>
      <Section id="connect-create" title={t('create.title')} text={t('create.text')}>
        {created ? (
          <NewToken token={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateTokenForm onCreated={setCreated} />
        )}
      </Section>
      <Section id="connect-test" title={t('test.title')} text={t('test.text')}>
        <ConnectionTest token={created?.token ?? null} />
      </Section>
      <Section id="connect-tokens" title={t('tokens.title')}>
        <TokenList />
      </Section>
      <Section id="connect-connections" title={t('connections.title')} text={t('connections.text')}>
        <ConnectedAssistants url={url} />
      </Section>
      <Section id="connect-card" title={t('card.title')} text={t('card.text')}>
        <CardPanel />
      </Section>
      <Section id="connect-purchases" title={t('purchases.title')} text={t('purchases.text')}>
        <AssistantPurchases />
      </Section>
      <Section id="connect-history" title={t('history.title')} text={t('history.text')}>
        <QueryHistory />
      </Section>
    </div>
  );
}

/** The token itself, this once. */
function NewToken({ token, onDone }: { token: AccessTokenCreated; onDone: () => void }) {
  const { t } = useTranslation('connect');
  return (
    <div className="space-y-3">
      <IconNote Icon={ShieldAlert} className="bg-amber-50 p-3 text-sm text-amber-900">
        {t('created.warning')}
      </IconNote>
      <div className="flex items-center gap-2">
        <code
          aria-label={t('created.label', { name: token.name })}
          className="min-w-0 flex-1 rounded-xl bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
        >
          {token.token}
        </code>
        <CopyButton text={token.token} label={t('created.copy')} copied={t('created.copied')} />
      </div>
      <Button variant="secondary" size="sm" onClick={onDone}>
        {t('created.done')}
      </Button>
    </div>
  );
}
