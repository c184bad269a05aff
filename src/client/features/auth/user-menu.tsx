import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Library, Loader2, LogOut, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LinkProps } from 'react-router';
import type { UserProfile } from '../../../common/contracts/auth';
import { hasCreatorRights } from '../../../common/roles';
import { refreshSession } from '../../lib/session';
import { useDismiss } from '../../lib/use-dismiss';
import { useLanguage } from '../../lib/use-language';
import { signOut } from './api/sign-out';
import { CONNECT_LINK, CREATOR_LINKS } from './creator-links';
import { ErrorAlert } from './error-alert';
import { errorText } from './error-text';
import { UserAvatar } from './user-avatar';

type SignOutState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; error: unknown };

/**
 * The avatar menu of spec 01 §2: who is signed in, their role, the Admin Panel for admins, and Sign Out; a creator's
 * dashboard, upload page and offers first, so they are always a click away.
 */
export function UserMenu({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const { language, localize } = useLanguage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [signOutState, setSignOutState] = useState<SignOutState>({ kind: 'idle' });
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = user.full_name?.trim() || t('userMenu.defaultName');

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape from inside the menu goes back to the button that opened it, not to the top of the page.
    if (event.key === 'Escape' && open) buttonRef.current?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing past the last item leaves the menu: close it, as a click outside would.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  const handleSignOut = async () => {
    setSignOutState({ kind: 'busy' });
    try {
      await signOut();
      // The menu goes away with the session; this page stays, now signed out.
      await refreshSession(queryClient);
    } catch (error) {
      setSignOutState({ kind: 'error', error });
    }
  };

  return (
    <div ref={ref} className="relative" onBlur={handleBlur} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-1 rounded-full p-0.5 pr-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* Named by its content, not aria-label: the initials on show are a picture, not the button's label. */}
        <span className="sr-only">{t('userMenu.open', { name })}</span>
        <UserAvatar user={user} />
        <ChevronDown className="size-4 text-slate-500" aria-hidden />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center gap-3 border-b border-slate-100 p-4">
            <UserAvatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{name}</p>
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <p className="mt-1 text-xs text-slate-500">
                {t('userMenu.role')}:{' '}
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
                  {t(`userMenu.roles.${user.user_role}`)}
                </span>
              </p>
            </div>
          </div>
          <div className="p-1">
            {hasCreatorRights(user.user_role) && (
              <div className="mb-1 border-b border-slate-100 pb-1">
                {CREATOR_LINKS.map((link) => (
                  <MenuLink key={link.route} to={localize(link.route)} Icon={link.Icon} onClick={close}>
                    {t(link.key)}
                  </MenuLink>
                ))}
              </div>
            )}
            <MenuLink to={localize('/library')} Icon={Library} onClick={close}>
              {t('userMenu.library')}
            </MenuLink>
            <MenuLink to={localize(CONNECT_LINK.route)} Icon={CONNECT_LINK.Icon} onClick={close}>
              {t(CONNECT_LINK.key)}
            </MenuLink>
            {user.user_role === 'admin' && (
              <MenuLink to={localize('/admin')} Icon={ShieldCheck} onClick={close}>
                {t('userMenu.adminPanel')}
              </MenuLink>
            )}
            <button
              type="button"
              disabled={signOutState.kind === 'busy'}
              onClick={() => void handleSignOut()}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {signOutState.kind === 'busy' ? (
                <Loader2 className="size-4 animate-spin text-slate-500" aria-hidden />
              ) : (
                <LogOut className="size-4 text-slate-500" aria-hidden />
              )}
              {signOutState.kind === 'busy' ? t('userMenu.signingOut') : t('userMenu.signOut')}
            </button>
            {signOutState.kind === 'error' && (
              <ErrorAlert error={errorText(t, signOutState.error, language)} className="m-2" />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** A link of the account menu: its icon, then where it goes; choosing it closes the menu. */
function MenuLink({ Icon, children, ...link }: LinkProps & { Icon: LucideIcon }) {
  return (
    <Link
      {...link}
      className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50"
    >
      <Icon className="size-4 text-slate-500" aria-hidden />
      {children}
    </Link>
  );
}
