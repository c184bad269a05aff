import type { AccessTokens } from '../access';
import type { QueryRecords } from '../access';
import type { AnswerService } from '../answer';
import type { SearchService } from '../answer';
import type { AuthConfig } from '../auth';
import type { RouteDeps } from '../http/context';
import type { Entitlements } from '../packs';

/** What the MCP server is built from: the services below it, handed in by the app's composition. */
export interface McpServices extends RouteDeps {
  authConfig: AuthConfig;
  accessTokens: AccessTokens;
  entitlements: Entitlements;
  queryRecords: QueryRecords;
  search: SearchService;
  answers: AnswerService;
}
