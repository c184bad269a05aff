import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { AskApi, PageState, RenderPage } from '../../common/page-rendering';
import { routes } from '../app/routes';
import { sendApiRequestsTo } from '../lib/api';
import { ServerSiteSettings } from '../lib/site-settings';
import { RenderedAt } from '../lib/use-now';
import { ServerTitle } from '../lib/use-document-title';
import { ServerQueryClient } from './server-query-client';

/**
 * Renders a page of the app on the server (issue 53, ADR 0055): the same routes and components as in the browser,
 * with the answers the browser would fetch asked of the server's own API in process, as the visitor. Built by
 * scripts/build-lib.mjs into dist/server/render-page.js, which the server loads (src/server/http/page-html.ts).
 */

/** Renders after the first one, each with the answers the one before asked for (a query that needs another's answer). */
const MAX_DATA_ROUNDS = 3;

const asking = new AsyncLocalStorage<AskApi>();

// The typed client's requests, made while a page renders, go to this request's in-process API.
sendApiRequestsTo(async (input, init) => {
  const askApi = asking.getStore();
  if (!askApi) throw new Error('Kenja: an API request outside a page render on the server');
  const url = input instanceof Request ? input.url : String(input);
  return askApi(new Request(new URL(url, 'http://kenja.invalid'), init));
});

const handler = createStaticHandler(routes);

export const renderPage: RenderPage = (request, askApi, site, now) =>
  asking.run(askApi, async () => {
    const context = await handler.query(request);
    // A redirect, or a page the router could not load: the app in the browser deals with it.
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = new ServerQueryClient();
    let title = 'Kenja';
    const takeTitle = (pageTitle: string) => {
      title = pageTitle;
    };
    const render = () =>
      queryClient.recording(() =>
        renderToString(
          <StrictMode>
            <RenderedAt value={now.getTime()}>
              <ServerSiteSettings value={site}>
                <ServerTitle value={takeTitle}>
                  <QueryClientProvider client={queryClient}>
                    <StaticRouterProvider router={router} context={context} hydrate={false} />
                  </QueryClientProvider>
                </ServerTitle>
              </ServerSiteSettings>
            </RenderedAt>
          </StrictMode>,
        ),
      );
    let html = render();
    for (let round = 0; round < MAX_DATA_ROUNDS && (await queryClient.fetchWanted()); round += 1) {
      html = render();
    }
    const state = JSON.stringify({
      queries: dehydrate(queryClient),
      renderedAt: now.getTime(),
    } satisfies PageState);
    queryClient.clear();
    // React writes the resources a page asks to preload (a cover with fetchPriority="high") before the markup when
    // it renders less than a whole document; in the browser they belong in <head>, and inside #root the app's
    // first render would not match them.
    const [, resources = '', markup = html] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    return { html: markup, head: resources, title, state };
  });
