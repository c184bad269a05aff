import type { ReactNode } from 'react';
import { hasCreatorRights, type Role } from '../../common/roles';
import { useSession } from '../lib/session';
import { useSignInPrompt } from '../lib/sign-in-prompt';
import { useLanguage } from '../lib/use-language';
import { Button, ButtonLink } from './ui/button';

interface CreatorStartButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'inverse';
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * "Become a Creator" and its kin (spec 02 §2.1, §6): creators and admins go to the upload page, everyone else
 * signed in to the creator application, and a visitor signs in first and then goes on to the right one of the two.
 */
export function CreatorStartButton({ children, variant, size, className }: CreatorStartButtonProps) {
  const session = useSession();
  const openSignIn = useSignInPrompt();
  const { localize } = useLanguage();
  const destination = (role: Role) =>
    localize(hasCreatorRights(role) ? '/creator/upload' : '/creator/signup');

  if (session.status === 'signedOut') {
    return (
      <Button variant={variant} size={size} className={className} onClick={() => openSignIn({ destination })}>
        {children}
      </Button>
    );
  }
  // Until the session is known, the application page: it knows what to show to everyone.
  const to =
    session.status === 'signedIn' ? destination(session.user.user_role) : localize('/creator/signup');
  return (
    <ButtonLink to={to} variant={variant} size={size} className={className}>
      {children}
    </ButtonLink>
  );
}
