import type { Access, Operation } from '../http/endpoint';
import type { FakeStripe } from './fake-stripe';
import { createPack, createUser } from './factories';
import type { TestBrowser } from './test-browser';
import type { TestIdp } from './test-idp';
import type { TestServer } from './test-server';

/** Who calls: nobody, a person of each role, and a person whose account was disabled after signing in. */
export const PRINCIPALS = ['signedOut', 'user', 'creator', 'admin', 'disabled'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface MatrixContext {
  server: TestServer;
  idp: TestIdp;
  /** The calling browser, already signed in as the principal (or not at all). */
  browser: TestBrowser;
  /** Stripe, when the server was started with it (its webhook takes no session, only Stripe's signature). */
  stripe?: FakeStripe;
}

export interface MatrixRequest {
  path?: string;
  json?: unknown;
  /** A body sent as it is (a signed webhook delivery), with its headers. */
  body?: string;
  headers?: Record<string, string>;
  /** A multipart body (uploads). */
  form?: FormData;
}

export interface EndpointRule {
  /** As the app registers it: `METHOD /path/:param`. */
  endpoint: string;
  /** Builds the concrete request for one cell; defaults to the endpoint's path without a body. */
  request?: (ctx: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
  /**
   * What each kind of caller gets, said only where the declaration cannot say it: a business rule that answers some
   * of those let in otherwise (a creator applying again: 409), or an endpoint not called with a session (`token`,
   * `stripe`). Left out, it is what the route's declared access and status give (`expectedFor`).
   */
  expect?: Record<Principal, number>;
}

/** The same answer for everyone, signed in or not. */
export const everyone = (status: number): Record<Principal, number> => ({
  signedOut: status,
  user: status,
  creator: status,
  admin: status,
  disabled: status,
});

/** Anyone signed in (whose account is not disabled). */
export const signedIn = (status: number): Record<Principal, number> => ({
  ...everyone(status),
  signedOut: 401,
  disabled: 401,
});

/** People with creator rights, and admins (who have them too); others signed in get 403. */
export const creatorsOnly = (status: number): Record<Principal, number> => ({
  ...signedIn(status),
  user: 403,
});

/** Admins; others signed in get 403. */
export const adminsOnly = (status: number): Record<Principal, number> => ({
  ...creatorsOnly(status),
  creator: 403,
});

/**
 * What each kind of caller gets from an endpoint declared (http/endpoint.ts) with this `access` and success `status`:
 * the matrix row of a declared endpoint must say the same, so the declaration's access rule is held to what the
 * route does. `token` and `stripe` endpoints are not called with a session; their rows say what they get.
 */
export function expectedFor(access: Access, status: number): Record<Principal, number> | undefined {
  switch (access) {
    case 'public':
      return everyone(status);
    case 'session':
      return signedIn(status);
    case 'creator':
      return creatorsOnly(status);
    case 'admin':
      return adminsOnly(status);
    default:
      return undefined;
  }
}

/**
 * Each rule's expected answers, by endpoint: the row's own, or what the app's declaration of the endpoint gives.
 * Throws for a row that says nothing and whose endpoint's declaration cannot say it either.
 */
export function expectations(
  rules: readonly EndpointRule[],
  declared: readonly Operation[],
): Map<string, Record<Principal, number>> {
  const byEndpoint = new Map(
    declared.map((op) => [`${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`, op]),
  );
  return new Map(
    rules.map((rule) => {
      const op = byEndpoint.get(rule.endpoint);
      const expected = rule.expect ?? (op && expectedFor(op.access, op.status));
      if (!expected) throw new Error(`${rule.endpoint}: the row must say what each caller gets`);
      return [rule.endpoint, expected];
    }),
  );
}

/** The calling person's id; a new person's when the caller is signed out. */
export async function callerId({ server, browser }: MatrixContext): Promise<string> {
  return browser.user?.id ?? (await createUser(server.db)).id;
}

/** A published marketplace pack of the calling person (of someone else when signed out), unless `overrides` say. */
export async function ownPack(ctx: MatrixContext, overrides: Parameters<typeof createPack>[1] = {}) {
  return createPack(ctx.server.db, { creatorId: await callerId(ctx), ...overrides });
}
