/**
 * An OAuth error as RFC 6749 §5.2 (token endpoint), RFC 7591 §3.2.2 (registration) and RFC 8707 name them: the
 * code a client acts on, and a sentence for the person reading its log.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'invalid_redirect_uri'
  | 'invalid_client_metadata'
  | 'unsupported_response_type'
  | 'access_denied'
  | 'server_error'
  | 'temporarily_unavailable';

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly status: 400 | 401 | 413 = code === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
    this.name = 'OAuthError';
  }

  toBody() {
    return { error: this.code, error_description: this.description };
  }
}

/**
 * The OAuth error code for a refusal the shared guards made before an OAuth endpoint ran (a body too large, too many
 * requests, a failure): its HTTP status is kept, and the body is the one OAuth clients parse.
 */
export function oauthCodeForStatus(status: number): OAuthErrorCode {
  if (status === 429 || status === 503) return 'temporarily_unavailable';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}
