import type { RouteObject } from 'react-router';
import { JAPANESE_ALIASES, LANGUAGE_PREFIX, PAGE_ROUTES, type PageRoute } from '../../common/routes';
import { HomePage } from '../features/marketplace/home-page';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RootRedirect } from './root-redirect';
import { RouteErrorScreen } from './route-error-screen';

type Screen = Pick<RouteObject, 'element' | 'loader' | 'Component'>;

/** What each route of the shared table (src/common/routes.ts) shows; a new route fails the build until it has one. */
const SCREENS: Record<PageRoute, Screen> = {
  '/': { element: <HomePage /> },
  '/about': lazyPage(() => import('../features/about/about-page').then((m) => m.AboutPage)),
  '/mcp': lazyPage(() => import('../features/mcp/mcp-page').then((m) => m.McpPage)),
  '/connect': lazyPage(() => import('../features/connect/connect-page').then((m) => m.ConnectPage)),
  '/creator-studio': lazyPage(() =>
    import('../features/creator-studio/creator-studio-page').then((m) => m.CreatorStudioPage),
  ),
  '/creator/signup': lazyPage(() =>
    import('../features/creator-signup/creator-signup-page').then((m) => m.CreatorSignupPage),
  ),
  '/creator/upload': lazyPage(() =>
    import('../features/creator-upload/creator-upload-route').then((m) => m.CreatorUploadRoute),
  ),
  '/creator/edit/:id': lazyPage(() =>
    import('../features/creator-pack/pack-details-route').then((m) => m.PackDetailsRoute),
  ),
  '/creator/success/:id': lazyPage(() =>
    import('../features/creator-success/creator-success-route').then((m) => m.CreatorSuccessRoute),
  ),
  '/creator/offers': lazyPage(() => import('../features/offers/offers-route').then((m) => m.OffersRoute)),
  '/creator/profile': lazyPage(() =>
    import('../features/creator-profile/creator-profile-route').then((m) => m.CreatorProfileRoute),
  ),
  '/creator/packs/:id/stats': lazyPage(() =>
    import('../features/pack-stats/pack-stats-route').then((m) => m.PackStatsRoute),
  ),
  '/creator/dashboard': lazyPage(() =>
    import('../features/creator-dashboard/dashboard-route').then((m) => m.DashboardRoute),
  ),
  '/pack/:productId': lazyPage(() =>
    import('../features/pack-page/pack-page-route').then((m) => m.PackPageRoute),
  ),
  '/cart': lazyPage(() => import('../features/cart/cart-page').then((m) => m.CartPage)),
  '/checkout/dev/card': lazyPage(() =>
    import('../features/checkout/dev-card-page').then((m) => m.DevCardPage),
  ),
  '/checkout/dev/:id': lazyPage(() =>
    import('../features/checkout/dev-checkout-page').then((m) => m.DevCheckoutPage),
  ),
  '/orders/:id': lazyPage(() => import('../features/orders/receipt-page').then((m) => m.ReceiptPage)),
  '/library': lazyPage(() => import('../features/library/library-page').then((m) => m.LibraryPage)),
  '/library/teams/:id': lazyPage(() => import('../features/team/team-page').then((m) => m.TeamPage)),
  '/library/:packId/ask': lazyPage(() => import('../features/ask/ask-page').then((m) => m.AskPage)),
  '/auth/callback': lazyPage(() =>
    import('../features/auth/auth-callback-page').then((m) => m.AuthCallbackPage),
  ),
  '/oauth/authorize': lazyPage(() => import('../features/oauth/authorize-page').then((m) => m.AuthorizePage)),
  '/confirm-purchase/:token': lazyPage(() =>
    import('../features/confirm-purchase/confirm-purchase-page').then((m) => m.ConfirmPurchasePage),
  ),
  '/admin': lazyPage(() => import('../features/admin/admin-page').then((m) => m.AdminPage)),
  '/terms': lazyPage(() => import('../features/legal/terms-page').then((m) => m.TermsPage)),
  '/privacy': lazyPage(() => import('../features/legal/privacy-page').then((m) => m.PrivacyPage)),
};

/** Every route but home, relative to a language prefix, then the translated not-found page for anything else. */
const pages: RouteObject[] = [
  ...PAGE_ROUTES.filter((route) => route !== '/').map((route) => ({
    path: route.slice(1),
    ...SCREENS[route],
  })),
  { path: '*', element: <NotFoundPage /> },
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
            children: [{ index: true, ...SCREENS['/'] }, ...pages],
          })),
          ...Object.entries(JAPANESE_ALIASES).map(([alias, route]) => ({ path: alias, ...SCREENS[route] })),
        ],
      },
    ],
  },
];
