import type { RouteObject } from 'react-router';
import { LANGUAGE_PREFIX } from '../../common/languages';
import { HomePage } from '../features/marketplace/home-page';
import { UpcomingPage } from '../features/upcoming/upcoming-page';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';
import { RouteErrorScreen } from './route-error-screen';

const about = {
  lazy: () => import('../features/about/about-page').then((m) => ({ Component: m.AboutPage })),
};
const mcp = { lazy: () => import('../features/mcp/mcp-page').then((m) => ({ Component: m.McpPage })) };
const creatorStudio = {
  lazy: () =>
    import('../features/creator-studio/creator-studio-page').then((m) => ({
      Component: m.CreatorStudioPage,
    })),
};
const dashboard = { element: <UpcomingPage screen="creatorDashboard" /> };
const creatorSignup = {
  lazy: () =>
    import('../features/creator-signup/creator-signup-page').then((m) => ({
      Component: m.CreatorSignupPage,
    })),
};
const authCallback = {
  lazy: () => import('../features/auth/auth-callback-page').then((m) => ({ Component: m.AuthCallbackPage })),
};
const admin = {
  lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
};

/** Every screen of the spec, relative to a language prefix (spec 01 §2 route list). */
const pages: RouteObject[] = [
  { path: 'about', ...about },
  { path: 'mcp', ...mcp },
  { path: 'creator-studio', ...creatorStudio },
  { path: 'creator/signup', ...creatorSignup },
  { path: 'creator/upload', element: <UpcomingPage screen="creatorUpload" /> },
  { path: 'creator/edit/:id', element: <UpcomingPage screen="creatorEdit" /> },
  { path: 'creator/success/:id', element: <UpcomingPage screen="creatorSuccess" /> },
  { path: 'creator/dashboard', ...dashboard },
  { path: 'pack/:productId', element: <UpcomingPage screen="pack" /> },
  { path: 'auth/callback', ...authCallback },
  { path: 'admin', ...admin },
  { path: '*', element: <NotFoundPage /> },
];

/** Japanese pages reached without the /jp/ja prefix (spec 01 §2 aliases). */
const japaneseAliases: RouteObject[] = [
  { path: '/ja', element: <HomePage /> },
  { path: '/ja/about', ...about },
  { path: '/ja/mcp', ...mcp },
  { path: '/ja/creator-studio', ...creatorStudio },
  { path: '/ja/creator/dashboard', ...dashboard },
  { path: '/creator-studio-jp', ...creatorStudio },
  { path: '/mcp-jp', ...mcp },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    // Only if the shell itself fails; pages fail inside the shell (below).
    errorElement: <RouteErrorScreen />,
    // The shell stays; a page that fails shows the error screen inside it.
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, element: <RootRedirect /> },
          ...pages,
          ...Object.values(LANGUAGE_PREFIX).map((prefix) => ({
            path: prefix,
            children: [{ index: true, element: <HomePage /> }, ...pages],
          })),
          ...japaneseAliases,
        ],
      },
    ],
  },
];
