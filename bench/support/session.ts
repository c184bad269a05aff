/** A cookie-keeping client of a running Kenja, signed in through the development sign-in (not in production). */
export interface SignedInClient {
  call(
    path: string,
    init?: { method?: string; json?: unknown; accept?: string; form?: FormData },
  ): Promise<Response>;
}

/** `email`: a person already in the database (the development sign-in keeps their id); by default a new one. */
export async function signInAs(
  baseUrl: string,
  role: 'user' | 'creator' | 'admin',
  email = `bench-${role}-${Date.now()}@example.test`,
): Promise<SignedInClient> {
  const cookies = new Map<string, string>();
  const state: { csrf?: string | undefined } = {};
  const call: SignedInClient['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = {
      Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(state.csrf ? { 'X-CSRF-Token': state.csrf } : {}),
      ...(init.accept ? { Accept: init.accept } : {}),
    };
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      ...(init.form !== undefined ? { body: init.form } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const signIn = await call('/api/auth/dev-sign-in', {
    method: 'POST',
    json: { email, name: 'Bench', role },
  });
  if (!signIn.ok) throw new Error(`dev sign-in answered ${signIn.status}`);
  const session = (await (await call('/api/auth/session')).json()) as { session?: { csrfToken?: string } };
  state.csrf = session.session?.csrfToken;
  return { call };
}

/** A session cookie and its CSRF token, as a browser would send them with a search. */
export async function sessionHeaders(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/auth/dev-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-web-${Date.now()}@example.test`, name: 'Bench', role: 'admin' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('kenja_session='))
    ?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`bench sign-in failed: ${res.status}`);
  const session = (await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json()) as {
    session: { csrfToken: string };
  };
  return { cookie, 'x-csrf-token': session.session.csrfToken, 'content-type': 'application/json' };
}
