/**
 * The contract between the server and the page renderer built from the client's code (src/client/ssr/): the
 * server hands it a page request and a way to ask its own API, and puts what comes back into index.html.
 */
export interface RenderedPage {
  /** The page's markup, for inside `#root`. */
  html: string;
  /** What belongs in <head> beside the shell's own: the resources the page asks the browser to preload. */
  head: string;
  /** The page's <title>. */
  title: string;
  /** What the page was rendered with, as JSON for the browser: a `PageState`. */
  state: string;
}

/** What the browser's app starts from to take a rendered page over. */
export interface PageState {
  /** TanStack Query's dehydrated cache: the answers the page was rendered with. */
  queries: unknown;
  /** When it was rendered (ms since the epoch), by the server's clock: "43 seconds ago" is written against it. */
  renderedAt: number;
}

/** Answers one request to the server's own API, in process, as the visitor (their cookies). */
export type AskApi = (request: Request) => Promise<Response>;

/** Settings of this deployment the pages show (the operator's contact address). */
export interface SiteSettings {
  contactEmail?: string | undefined;
}

/** undefined when the page cannot be rendered on the server (it redirects): the browser renders it. */
export type RenderPage = (
  request: Request,
  askApi: AskApi,
  site: SiteSettings,
  now: Date,
) => Promise<RenderedPage | undefined>;

/** The id of the inert <script type="application/json"> that carries `RenderedPage.state` to the browser. */
export const PAGE_STATE_ID = 'kenja-state';
