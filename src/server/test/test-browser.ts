import type { SessionResponse, UserProfile } from '../../common/contracts/auth';
import { CSRF_HEADER } from '../../common/http';
import type { Role } from '../../common/roles';

let signIns = 0;

/**
 * What a browser does that matters to the server: keep cookies, and send the session's CSRF token on
 * state-changing requests the way the app's API client does.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;
  user: UserProfile | undefined;

  constructor(private readonly baseUrl: string) {}

  async fetch(
    path: string,
    init: RequestInit & { json?: unknown; withCsrf?: boolean } = {},
  ): Promise<Response> {
    const { json, withCsrf = true, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    if (withCsrf && this.csrfToken && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, this.csrfToken);
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...rest,
      headers,
      redirect: 'manual',
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** Reads the session the way the app does on load, picking up its CSRF token. */
  async session(): Promise<SessionResponse> {
    const body = (await (await this.fetch('/api/auth/session')).json()) as SessionResponse;
    this.csrfToken = body.session?.csrfToken;
    this.user = body.session?.user;
    return body;
  }

  /** Signs in through the development sign-in, as a new person with `role` unless an e-mail is given. */
  async signInAs(
    role: Role,
    email = `${role}-${Date.now()}-${(signIns += 1)}@example.test`,
  ): Promise<UserProfile> {
    const res = await this.fetch('/api/auth/dev-sign-in', {
      method: 'POST',
      json: { email, name: `Test ${role}`, role },
    });
    if (!res.ok) throw new Error(`dev sign-in failed: ${res.status} ${await res.text()}`);
    await this.session();
    if (!this.user) throw new Error('signed in, but no session');
    return this.user;
  }
}
