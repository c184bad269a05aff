import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { hasCreatorRights } from '../../../common/roles';
import { AccountArea } from '../../features/auth/account-area';
import { CONNECT_LINK, CREATOR_LINKS } from '../../features/auth/creator-links';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { CartLink } from './cart-link';
import { LanguageMenu } from './language-menu';
import { LogoMark } from './logo';

const NAV_ITEMS = [
  { route: '/about', key: 'nav.about' },
  { route: '/mcp', key: 'nav.mcp' },
  { route: '/creator-studio', key: 'nav.creatorStudio' },
] as const;

export function Header() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { pathname } = useLocation();
  const session = useSession();
  const creator = session.status === 'signedIn' && hasCreatorRights(session.user.user_role);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const menuOpen = menuFor === pathname;

  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
    }`;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={localize('/')} className="flex items-center gap-2 rounded-lg pr-2" aria-label="Kenja">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight text-slate-900">{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ml-4 hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.route} to={localize(item.route)} className={navLinkClass}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
          <CartLink />
          <AccountArea />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuFor(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-nav"
          aria-label={t('nav.label')}
          className="border-t border-slate-200 px-4 py-2 md:hidden"
        >
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.route} to={localize(item.route)} className={(s) => `block ${navLinkClass(s)}`}>
              {t(item.key)}
            </NavLink>
          ))}
          {creator && (
            <div
              role="group"
              aria-labelledby="mobile-nav-creator"
              className="mt-2 border-t border-slate-200 pt-2"
            >
              <p id="mobile-nav-creator" className="px-3 py-1 text-xs font-semibold text-slate-500">
                {t('nav.creator')}
              </p>
              {[...CREATOR_LINKS, CONNECT_LINK].map(({ route, key, Icon }) => (
                <NavLink
                  key={route}
                  to={localize(route)}
                  className={(s) => `flex items-center gap-2 ${navLinkClass(s)}`}
                >
                  <Icon className="size-4" aria-hidden />
                  {t(key)}
                </NavLink>
              ))}
            </div>
          )}
        </nav>
      )}
    </header>
  );
}
