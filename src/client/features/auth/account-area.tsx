import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useSignInPrompt } from '../../lib/sign-in-prompt';
import { UserMenu } from './user-menu';

/** The header's account corner: a loading skeleton while the session loads, then Sign In or the avatar menu. */
export function AccountArea() {
  const { t } = useTranslation();
  const session = useSession();
  const openSignIn = useSignInPrompt();

  if (session.status === 'loading') {
    return <div className="h-8 w-16 animate-pulse rounded-xl bg-slate-200" aria-hidden />;
  }
  if (session.status === 'signedIn') return <UserMenu user={session.user} />;
  return (
    <Button size="sm" onClick={() => openSignIn()}>
      {t('auth.signIn')}
    </Button>
  );
}
