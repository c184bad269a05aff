import { OAuth2Server } from 'oauth2-mock-server';
import { useServerWith, type TestServer, type TestServerOptions } from './test-server';

export interface TestIdentity {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 (oauth2-mock-server): discovery, JWKS, /authorize with PKCE, /token
 * issuing signed ID tokens. `identity` is who signs in next; `tamper` changes the next ID token's claims.
 */
export class TestIdp {
  readonly server = new OAuth2Server();
  identity: TestIdentity = {
    sub: 'subject-1',
    email: 'someone@example.test',
    email_verified: true,
    name: 'Some One',
  };
  tamper: ((claims: Record<string, unknown>) => void) | undefined;

  get issuer(): string {
    const url = this.server.issuer.url;
    if (!url) throw new Error('test IdP not started');
    return url;
  }

  async start(): Promise<this> {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(0, '127.0.0.1');
    this.server.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, this.identity);
      this.tamper?.(token.payload);
    });
    return this;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** What the browser does at the provider: follow the authorization URL to the redirect back to Kenja. */
  async authorize(authorizationUrl: string): Promise<URL> {
    const res = await fetch(authorizationUrl, { redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status !== 302 || !location) throw new Error(`authorize answered ${res.status}`);
    return new URL(location);
  }
}

/**
 * A local provider, and a server whose Google sign-in goes to it as `client` (its secret `secret` unless given), for
 * the enclosing suite (see `useForSuite`): both handed to `set` once they listen.
 */
export function useIdpServer(
  set: (started: { idp: TestIdp; server: TestServer }) => unknown,
  client: { clientId: string; clientSecret?: string },
  options: TestServerOptions = {},
): void {
  const signingInAt = (idp: TestIdp): TestServerOptions => ({
    ...options,
    auth: { oidc: { issuer: idp.issuer, clientSecret: 'secret', ...client }, ...options.auth },
  });
  useServerWith(
    () => new TestIdp().start(),
    (idp) => idp.stop(),
    signingInAt,
    (idp, server) => set({ idp, server }),
  );
}
