import { describe, expect, it } from 'vitest';
import { authConfigFromEnv, listenAddress } from './auth/config';
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

  it('counts a variable set to the empty string as unset, as docker compose writes an unset one', () => {
    const env = readEnv({
      NODE_ENV: 'development',
      PORT: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      KENJA_LOG_LEVEL: '',
    });
    expect(env.PORT).toBe(readEnv({ NODE_ENV: 'development' }).PORT);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
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

  it('needs both an SMTP server and a sender for e-mail, and reads a day-long rate limit', () => {
    const base = { KENJA_DATA_DIR: '/tmp/kenja-env-test' };
    expect(() => readEnv({ ...base, SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow('MAIL_FROM');
    expect(() => readEnv({ ...base, MAIL_FROM: 'Kenja <a@b.test>' })).toThrow('MAIL_FROM');
    expect(() => readEnv({ ...base, SMTP_URL: 'http://mail.test', MAIL_FROM: 'a@b.test' })).toThrow(
      'SMTP_URL',
    );
    const env = readEnv({ ...base, SMTP_URL: 'smtps://u:p@mail.test:465', MAIL_FROM: 'a@b.test' });
    expect(env.SMTP_URL).toBe('smtps://u:p@mail.test:465');
    expect(readEnv({ ...base, KENJA_RATE_LIMIT_TRIES: '3/1d' }).KENJA_RATE_LIMIT_TRIES).toEqual({
      points: 3,
      seconds: 86_400,
    });
  });

  it('adds the demo packs by default, except in production', () => {
    expect(readEnv({ KENJA_DATA_DIR: '/tmp/kenja-env-test' }).KENJA_SEED_DEMO).toBe(true);
    expect(readEnv(production).KENJA_SEED_DEMO).toBe(false);
    expect(readEnv({ ...production, KENJA_SEED_DEMO: 'true' }).KENJA_SEED_DEMO).toBe(true);
    expect(readEnv({ KENJA_DATA_DIR: '/tmp/kenja-env-test', KENJA_SEED_DEMO: 'false' }).KENJA_SEED_DEMO).toBe(
      false,
    );
  });

  it('trusts pages on this machine outside production only', () => {
    expect(authConfigFromEnv(readEnv({ KENJA_DATA_DIR: '/tmp/kenja-env-test' })).trustLoopbackOrigins).toBe(
      true,
    );
    expect(authConfigFromEnv(readEnv(production)).trustLoopbackOrigins).toBe(false);
  });

  describe('where Kenja listens', () => {
    const development = (extra: Record<string, string> = {}) => {
      const env = readEnv({ KENJA_DATA_DIR: '/tmp/kenja-env-test', ...extra });
      return listenAddress(env, authConfigFromEnv(env));
    };

    it('on this machine only while anyone reaching it could sign in as an admin (demo sign-in)', () => {
      expect(development()).toEqual({ hostname: '127.0.0.1' });
    });

    it('where HOST says, with a warning, when the demo sign-in is on', () => {
      const { hostname, warning } = development({ HOST: '0.0.0.0' });
      expect(hostname).toBe('0.0.0.0');
      expect(warning).toMatch(/anyone who can reach this address can sign in as an admin/);
    });

    it('on every interface, or HOST, without a warning, when a sign-in provider is configured', () => {
      const env = readEnv(production);
      expect(listenAddress(env, authConfigFromEnv(env))).toEqual({});
      const withHost = readEnv({ ...production, HOST: '10.0.0.5' });
      expect(listenAddress(withHost, authConfigFromEnv(withHost))).toEqual({ hostname: '10.0.0.5' });
    });
  });
});
