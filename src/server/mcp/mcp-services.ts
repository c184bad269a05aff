import type { AccessTokens } from '../tokens';
import type { AnswerService } from '../answer';
import type { AuthConfig } from '../auth';
import type { RouteDeps } from '../http/context';
import type { Catalog, MarketplaceFind, PackRows } from '../packs';
import type { Reading } from '../reading';
import type { Spending } from '../spending';

/**
 * What the MCP server is built from: the services below it, handed in by the app's composition. Every read of a
 * pack goes through `reading` (the one door): MCP only delivers.
 */
export interface McpServices extends RouteDeps {
  authConfig: AuthConfig;
  accessTokens: AccessTokens;
  reading: Reading;
  answers: AnswerService;
  /** The published packs that would answer a question: headings and an excerpt each, nothing spent. */
  marketplaceFind: MarketplaceFind;
  /** Quotes and purchases within the budget the person set for the calling assistant. */
  spending: Spending;
  /** The published packs' cards and the packs' rows, cached in process: what the MCP Apps pack cards show. */
  catalog: Catalog;
  packRows: PackRows;
}
