import * as client from 'openid-client';
import type { OidcSettings } from './config';
import { identityFromClaims, type IdentityClaims } from './identity-claims';
import { SignInError } from './sign-in-error';

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** Where to send the browser: the provider's consent page for an authorization code with PKCE, state, nonce. */
  start(redirectUri: string): Promise<AuthorizationStart>;
  /** Checks the provider's answer (state, then code → tokens, ID token issuer/audience/nonce) and reads who it is. */
  finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<IdentityClaims>;
}

/** openid-client wraps the precise reason (which claim, which check) in `cause`. */
function innermostMessage(err: unknown): string {
  let current = err;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

const LOOPBACK = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/;

/**
 * OpenID Connect through openid-client: discovery (once, retried after a failure), the authorization-code flow
 * with PKCE (S256), state and nonce, and Google's options `prompt=select_account` and `access_type=offline`.
 * Any standards-compliant issuer works; plain http is allowed only on this machine (the test provider).
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let configuration: Promise<client.Configuration> | undefined;

  const configure = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
        LOOPBACK.test(settings.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err: unknown) => {
        configuration = undefined; // try again on the next sign-in
        throw new SignInError(`The sign-in provider could not be reached (${(err as Error).message})`);
      });
    return configuration;
  };

  return {
    async start(redirectUri) {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        prompt: 'select_account',
        access_type: 'offline',
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await configure();
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) {
        throw new SignInError(callbackUrl.searchParams.get('error_description') ?? providerError);
      }
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new SignInError(`The sign-in could not be verified: ${innermostMessage(err)}`);
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInError('The sign-in provider sent no identity');
      return identityFromClaims(claims);
    },
  };
}
