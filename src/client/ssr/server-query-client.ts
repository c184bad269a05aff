import {
  QueryClient,
  skipToken,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

type AnyQueryOptions = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/**
 * A query cache for rendering a page on the server. Components ask for their data with `useQuery` as in the
 * browser, but the server does not fetch during a render: this client notes every query a render asked for (every
 * `useQuery`, `useInfiniteQuery` and `useQueries` passes its options through `defaultQueryOptions`), so the page
 * can fetch what it wanted and render again with the answers — as the browser would, minus the loading state.
 */
export class ServerQueryClient extends QueryClient {
  #wanted: AnyQueryOptions[] = [];
  #recording = false;

  constructor() {
    super({ defaultOptions: createQueryClient().getDefaultOptions() });
  }

  /** Runs a render, noting the queries it asks for. */
  recording<T>(render: () => T): T {
    this.#recording = true;
    try {
      return render();
    } finally {
      this.#recording = false;
    }
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (this.#recording) this.#wanted.push(defaulted as unknown as AnyQueryOptions);
    return defaulted;
  }

  /**
   * Fetches each enabled query the last render asked for that has no answer yet; false when there was none (the
   * render already had all its data). A query that fails is forgotten, so the next render shows it as the browser
   * first would — still to come — and the browser asks again.
   */
  async fetchWanted(): Promise<boolean> {
    const wanted = this.#wanted.filter((options) => this.#needsFetching(options));
    this.#wanted = [];
    if (wanted.length === 0) return false;
    await Promise.all(
      wanted.map(async (options) => {
        try {
          if ('initialPageParam' in options) await this.fetchInfiniteQuery(options as never);
          else await this.fetchQuery(options);
        } catch {
          this.removeQueries({ queryKey: options.queryKey, exact: true });
        }
      }),
    );
    return true;
  }

  #needsFetching(options: AnyQueryOptions): boolean {
    if (options.queryFn === skipToken || options.queryFn === undefined) return false;
    const query = this.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (query?.state.data !== undefined || query?.state.status === 'error') return false;
    const enabled = options.enabled;
    if (typeof enabled === 'function') return query !== undefined && enabled(query);
    return enabled !== false;
  }
}
