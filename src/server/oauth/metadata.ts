import { OAUTH_SCOPES } from '../../common/contracts/oauth';
import { publicUrlAsReached, type AuthConfig } from '../auth';

/**
 * What Kenja publishes about itself as an OAuth authorization server (RFC 8414) and as the protected resource `/mcp`
 * (RFC 9728), all derived from PUBLIC_URL: the URLs clients discover must be the ones people reach.
 */

export const AUTHORIZE_PATH = '/oauth/authorize';
export const TOKEN_PATH = '/oauth/token';
export const REGISTER_PATH = '/oauth/register';
export const REVOKE_PATH = '/oauth/revoke';
export const PROTECTED_RESOURCE_PATH = '/.well-known/oauth-protected-resource';
export const AUTHORIZATION_SERVER_PATH = '/.well-known/oauth-authorization-server';

/** The MCP endpoint's canonical URL: the `resource` tokens are issued for and accepted at. */
export function mcpResourceOf(publicUrl: URL): string {
  return new URL('/mcp', publicUrl).href;
}

/** `/mcp` as the resource tokens are for (RFC 8707): its canonical URL, and whether a client's `resource` names it. */
export interface McpResource {
  url: string;
  names(asked: string): boolean;
}

/**
 * A trailing slash names the same resource; so does, outside production, `/mcp` at a loopback address this instance
 * answers to (the address the person typed: see `publicUrlAsReached`). Tokens name the canonical URL either way.
 */
export function mcpResource(auth: AuthConfig): McpResource {
  return {
    url: mcpResourceOf(auth.publicUrl),
    names(asked) {
      if (!URL.canParse(asked)) return false;
      const reached = mcpResourceOf(publicUrlAsReached(auth, new URL(asked).host));
      return asked === reached || asked === `${reached}/`;
    },
  };
}

/** Why a `resource` was refused, naming the address to use and the setting that makes it. */
export const otherResource = (resource: McpResource) =>
  `This Kenja serves assistants at ${resource.url} (set by PUBLIC_URL): connect to that address, or set PUBLIC_URL to the address you use`;

/** The issuer identifier: PUBLIC_URL's origin, no trailing slash (RFC 8414 §2, compared exactly by clients). */
export function issuerOf(publicUrl: URL): string {
  return publicUrl.origin;
}

/** Where `/mcp`'s metadata is: the path-suffixed form RFC 9728 §3.1 derives from the resource's URL. */
export function resourceMetadataUrlOf(publicUrl: URL): string {
  return new URL(`${PROTECTED_RESOURCE_PATH}/mcp`, publicUrl).href;
}

/** `/mcp`'s metadata as read at `reached` (PUBLIC_URL, or the loopback address it was asked at); one issuer either way. */
export function protectedResourceMetadata(publicUrl: URL, reached: URL = publicUrl) {
  return {
    resource: mcpResourceOf(reached),
    authorization_servers: [issuerOf(publicUrl)],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Kenja',
    resource_documentation: new URL('/mcp', reached).href,
  };
}

/** `registration`: whether clients may register themselves; without it, only metadata documents name clients. */
export function authorizationServerMetadata(publicUrl: URL, { registration }: { registration: boolean }) {
  const at = (path: string) => new URL(path, publicUrl).href;
  return {
    issuer: issuerOf(publicUrl),
    authorization_endpoint: at(AUTHORIZE_PATH),
    token_endpoint: at(TOKEN_PATH),
    ...(registration ? { registration_endpoint: at(REGISTER_PATH) } : {}),
    revocation_endpoint: at(REVOKE_PATH),
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    service_documentation: at('/mcp'),
  };
}

/**
 * The challenge on every 401 (and the 403 of a missing scope) from `/mcp`: where to learn how to get a token, and
 * what to ask for (MCP authorization, "Protected Resource Metadata Discovery" and "Scope Challenge Handling").
 */
export function bearerChallenge(
  publicUrl: URL,
  error?: { code: 'invalid_request' | 'invalid_token' | 'insufficient_scope'; description: string },
): string {
  const parts = [
    `resource_metadata="${resourceMetadataUrlOf(publicUrl)}"`,
    `scope="${OAUTH_SCOPES.join(' ')}"`,
  ];
  if (error) parts.push(`error="${error.code}"`, `error_description="${error.description}"`);
  return `Bearer ${parts.join(', ')}`;
}
