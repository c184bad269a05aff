import type { AppDeps } from './deps';
import { createCatalog } from './packs/catalog';

/** The services behind every entry point (API, function endpoints, MCP), built once per app. */
export function createServices(deps: AppDeps) {
  return {
    catalog: createCatalog(deps.db, { ttlMs: deps.catalogTtlMs ?? 5_000 }),
  };
}

export type Services = ReturnType<typeof createServices>;
