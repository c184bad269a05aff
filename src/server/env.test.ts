import { describe, expect, it } from 'vitest';
import { authConfigFromEnv } from './auth/config';
import { readEnv } from './env';

const production = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://kenja.example.test',
};

describe('environment', () => {
  it('starts in development with nothing set, offering the demo sign-in', () => {
    const env = readEnv({ KENJA_DATA_DIR: '/tmp/kenja-env-test' });
    expect(env.PORT).toBe(3000);
    const auth = authConfigFromEnv(env);
    expect(auth.devSignIn).toBe(true);
    expect(auth.oidc).toBeUndefined();
    expect(auth.publicUrl.href).toBe('http://localhost:3000/');
  });

  it.each(['GOOGLE_CLIENT_ID', 'SESSION_SECRET', 'PUBLIC_URL'])('refuses production without %s', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    if (name === 'GOOGLE_CLIENT_ID') delete env.GOOGLE_CLIENT_SECRET;
    expect(() => readEnv(env)).toThrow(name);
  });

  it('never offers the demo sign-in in production or with a provider', () => {
    expect(authConfigFromEnv(readEnv(production)).devSignIn).toBe(false);
    const withProvider = readEnv({ ...production, NODE_ENV: 'development' });
    expect(authConfigFromEnv(withProvider)).toMatchObject({
      devSignIn: false,
      oidc: { issuer: 'https://accounts.google.com' },
    });
  });

  it('reads the admin e-mails and a custom issuer', () => {
    const env = readEnv({
      ...production,
      KENJA_ADMIN_EMAILS: ' Boss@Example.test, ops@example.test ',
      OIDC_ISSUER: 'https://id.example.test',
    });
    expect(env.KENJA_ADMIN_EMAILS).toEqual(['boss@example.test', 'ops@example.test']);
    expect(authConfigFromEnv(env).oidc?.issuer).toBe('https://id.example.test');
  });
});
