import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { languageOfPath } from '../../common/languages';
import { canonicalPagePath } from '../../common/routes';
import { SignInPromptProvider } from '../features/auth/sign-in-prompt-provider';
import { i18nFor } from '../lib/i18n';
import { rememberLanguage } from '../lib/language-preference';
import { startPhraseBreaks } from '../lib/phrase-breaks';
import { useSessionKeeper } from '../lib/session';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { NavigationProgress } from './shell/navigation-progress';

/**
 * Paths a visitor lands on whatever their language (the root only redirects, Google returns to the plain
 * /auth/callback, assistants send everyone to the plain /oauth/authorize): being on one is no language choice.
 */
const LANGUAGE_NEUTRAL_PATHS = new Set(['/', '/auth/callback', '/oauth/authorize']);

/** The shell around every page. The path decides the language, before anything renders. */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  const language = languageOfPath(pathname);
  // The router matches any case, but the language is read from the path as written: '/JA/About' goes to '/ja/about'.
  const canonical = canonicalPagePath(pathname);
  const elsewhere = canonical !== undefined && canonical !== pathname;
  useSessionKeeper();

  // A layout effect: the page's language is set in the same commit as the text it describes, before the first
  // paint, so a screen reader (or a test reading the heading) never meets English text marked ja or the reverse.
  useLayoutEffect(() => {
    if (elsewhere) return;
    document.documentElement.lang = language;
    if (language === 'ja') startPhraseBreaks(document.body);
    // The pages a visitor actually sees are a language choice.
    if (!LANGUAGE_NEUTRAL_PATHS.has(pathname)) rememberLanguage(language);
  }, [language, pathname, elsewhere]);

  if (elsewhere) return <Navigate to={{ pathname: canonical, search, hash }} replace />;

  return (
    <I18nextProvider i18n={i18nFor[language]}>
      <SignInPromptProvider>
        <div className="flex min-h-dvh flex-col">
          <NavigationProgress />
          <Header />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <Footer />
        </div>
      </SignInPromptProvider>
    </I18nextProvider>
  );
}
