import { createContext, useContext } from 'react';
import type { SiteSettings } from '../../common/page-rendering';

/** The settings while the server renders a page (src/client/ssr/render-page.tsx); null in the browser. */
export const ServerSiteSettings = createContext<SiteSettings | null>(null);

/**
 * The deployment's settings: in the browser, from the <meta> tags the server put in the page (no request, no
 * script: the CSP stays strict); on the server, as it renders the page.
 */
export function useSiteSettings(): SiteSettings {
  const server = useContext(ServerSiteSettings);
  if (server) return server;
  const contactEmail =
    document.querySelector<HTMLMetaElement>('meta[name="kenja-contact"]')?.content || undefined;
  return { contactEmail };
}
