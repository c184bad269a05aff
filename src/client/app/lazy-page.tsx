import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { isChunkLoadError, reloadIfItHelps } from '../lib/new-deployment';

/**
 * A page whose code loads on its first visit. Loaded by a route loader rather than the router's `lazy`: the router
 * keeps a failed `lazy` for good, so a chunk that failed once (a network blip) broke the page until a reload; a
 * loader runs again on Try Again. A chunk missing because a new version was deployed reloads the tab, once; a chunk
 * that fails again on Try Again loads the page anew (see `reloadIfItHelps`).
 */
export function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'loader' | 'Component'> {
  let Page: ComponentType | undefined;
  let failures = 0;
  return {
    loader: async ({ request }) => {
      if (Page) return null;
      try {
        Page = await load();
      } catch (error) {
        // Straight to the page that was asked for: the URL has not changed yet while its loader runs.
        const goThere = () => window.location.assign(request.url);
        if (isChunkLoadError(error) && (await reloadIfItHelps(goThere, { failedBefore: failures++ > 0 }))) {
          return new Promise<never>(() => {}); // the tab is reloading: keep the current screen meanwhile
        }
        throw error;
      }
      return null;
    },
    Component: function LazyPage() {
      return Page ? <Page /> : null;
    },
  };
}
