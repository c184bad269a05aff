import type { AccessTokens } from '../tokens';
import type { AnswerService } from '../answer';
import type { AuthConfig } from '../auth';
import type { RouteDeps } from '../http/context';
import type { Reading } from '../reading';

/**
 * What the MCP server is built from: the services below it, handed in by the app's composition. Every read of a
 * pack goes through `reading` (the one door): MCP only delivers.
 */
export interface McpServices extends RouteDeps {
  authConfig: AuthConfig;
  accessTokens: AccessTokens;
  reading: Reading;
  answers: AnswerService;
}
