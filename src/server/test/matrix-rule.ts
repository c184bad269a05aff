import type { FakeStripe } from './fake-stripe';
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
  expect: Record<Principal, number>;
}
