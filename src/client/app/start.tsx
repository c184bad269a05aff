import '../lib/zod-settings';
import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import type { SessionResponse } from '../../common/contracts/auth';
import { PAGE_STATE_ID, type PageState } from '../../common/page-rendering';
import { setCsrfToken } from '../lib/api';
import { createQueryClient } from '../lib/query-client';
import { SESSION_QUERY_KEY, sessionQueryOptions } from '../lib/session';
import { RenderedAt } from '../lib/use-now';
import { App } from './app';
import { routes } from './routes';

/** What the visitor did before the app took the page over, to be done again once it has. */
export interface HeldInput {
  /** Puts typed-in fields back to the server's values, which the app's first render must find. */
  beforeHydration(): void;
  /** Types the text again and makes the held clicks, now that React listens. */
  afterHydration(): void;
  /** The app will not take the page over: the page stays the server's, as the visitor left it. */
  abandon(): void;
}

/** A page the server did not render: the app renders it (the signed-in screens, the not-found page). */
export function render(container: HTMLElement) {
  const queryClient = createQueryClient();
  // Ask who is signed in now, not once the first page's code has loaded: the shell and several pages wait for it.
  void queryClient.prefetchQuery(sessionQueryOptions);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page.
  startTransition(() => root.render(<App queryClient={queryClient} router={createBrowserRouter(routes)} />));
}

/**
 * A page the server rendered (src/client/ssr/render-page.tsx): the app takes over its HTML. Its first render must
 * equal the server's, so it starts from the answers the server rendered with and from the page's code already
 * loaded (the router's first load has finished). Hydration runs as a transition: it yields to the browser.
 */
export async function hydrate(container: HTMLElement, held: HeldInput) {
  const queryClient = createQueryClient();
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  const state = text ? (JSON.parse(text) as PageState) : undefined;
  if (state) hydrateQueries(queryClient, state.queries as DehydratedState);
  const session = queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY);
  setCsrfToken(session?.session?.csrfToken);
  const router = createBrowserRouter(routes);
  await routerReady(router);
  // The page's code did not load (a network blip, a new version deployed): the server's page stays as it is — its
  // links and its search work without the app — rather than become an error screen under the visitor's pointer.
  if (router.state.errors) {
    held.abandon();
    router.dispose();
    return;
  }
  held.beforeHydration();
  startTransition(() => {
    hydrateRoot(
      container,
      <RenderedAt value={state?.renderedAt ?? null}>
        <App queryClient={queryClient} router={router} />
      </RenderedAt>,
    );
  });
  // React listens on the page now: what the visitor did meanwhile is done again (main.tsx).
  held.afterHydration();
}

function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
