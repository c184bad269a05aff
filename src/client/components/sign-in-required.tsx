import { LogIn } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session';
import { useSignInPrompt } from '../lib/sign-in-prompt';
import { useDocumentTitle, usePageTitle } from '../lib/use-document-title';
import { Button } from './ui/button';
import { StatusCard } from './ui/status-card';
import { StatusCardLoading } from './ui/status-card-loading';
import { HomeButton } from './home-button';

/**
 * "Sign In Required" for a page that needs a signed-in person: Sign In opens the sign-in modal (the page then shows
 * what it is for), or back home. `namespace` holds `signIn.title`, `signIn.text`, `signIn.button`, `signIn.home`.
 */
export function SignInRequired({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const openSignIn = useSignInPrompt();
  useDocumentTitle(t('signIn.title'));
  return (
    <StatusCard
      Icon={LogIn}
      tone="brand"
      title={t('signIn.title')}
      actions={
        <>
          <Button size="lg" onClick={() => openSignIn()}>
            {t('signIn.button')}
          </Button>
          <HomeButton>{t('signIn.home')}</HomeButton>
        </>
      }
    >
      <p>{t('signIn.text')}</p>
    </StatusCard>
  );
}

interface SignInGateProps {
  /** Holds the `signIn.*` words of SignInRequired. */
  namespace: string;
  /** What shows while the session is asked for; a status card's shape unless the page has its own. */
  loading?: ReactNode;
  children: ReactNode;
}

/** A page for signed-in people only: its content once signed in, else "Sign In Required". */
export function SignInGate({ namespace, loading = <StatusCardLoading />, children }: SignInGateProps) {
  const session = useSession();
  if (session.status === 'loading') return loading;
  if (session.status === 'signedOut') return <SignInRequired namespace={namespace} />;
  return children;
}

interface SignedInPageOptions {
  /** The tab is named by the namespace's `title` (else the content names it, once it knows what it shows). */
  titled?: boolean;
  loading?: ReactNode;
}

/** The tab's title from a page's namespace; drawn after the gate, so its title stands over the gate's on arrival. */
function PageTitle({ namespace }: { namespace: string }) {
  usePageTitle(namespace);
  return null;
}

/** A page for signed-in people only: `Content` behind the SignInGate, worded by `namespace`. */
export function signedInPage(
  namespace: string,
  Content: ComponentType,
  { titled = false, loading }: SignedInPageOptions = {},
) {
  return function SignedInPage() {
    return (
      <>
        <SignInGate namespace={namespace} loading={loading}>
          <Content />
        </SignInGate>
        {titled && <PageTitle namespace={namespace} />}
      </>
    );
  };
}
