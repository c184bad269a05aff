import type { AccessTokens } from '../access/access-tokens';
import type { QueryRecords } from '../access/query-records';
import type { AnswerService } from '../answer/answer-service';
import type { SearchService } from '../answer/search-service';
import type { AuthConfig } from '../auth/config';
import type { RouteDeps } from '../http/context';
import type { Entitlements } from '../packs/entitlements';

/** What the MCP server is built from: the services below it, handed in by the app's composition. */
export interface McpServices extends RouteDeps {
  authConfig: AuthConfig;
  accessTokens: AccessTokens;
  entitlements: Entitlements;
  queryRecords: QueryRecords;
  search: SearchService;
  answers: AnswerService;
}
