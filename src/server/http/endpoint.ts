import type { Env, Input, MiddlewareHandler } from 'hono';
import { fileURLToPath } from 'node:url';
import type { ZodType } from 'zod';
import { JSON_BODY_LIMIT, jsonBody } from './body';
import { admittedCaller, needsSignIn, type SignedInAccess } from './caller';
import type { Viewer } from './context';
import { declareRoute } from './route-declarations';
import { validate } from './validate';

/**
 * Who may call an endpoint: `public` anyone (a session, when sent, may change the answer); `session` anyone signed
 * in; `creator` creators and admins, on their own packs; `admin` admins only; `token` an MCP access token as a
 * bearer; `stripe` Stripe, proven by the Stripe-Signature header.
 */
export const ACCESS_LEVELS = ['public', 'session', 'creator', 'admin', 'token', 'stripe'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The groups of the reference, in the order it shows them. */
export const TAGS = {
  Account: 'Signing in and out, the session, one’s own profile and the application to become a creator',
  Packs: 'Packs as corpora, and their sales pages',
  Documents: 'Uploading and processing documents',
  Search: 'Hybrid search over packs',
  Answers: 'Grounded answers with numbered citations and support marks',
  Access: 'Access tokens for MCP clients, the packs the caller may read, and their query history',
  OAuth:
    'Kenja as the OAuth 2.1 authorization server of /mcp: metadata, registration, tokens, revocation, consent and ' +
    'the connected assistants',
  MCP: 'The Model Context Protocol endpoint: JSON-RPC over Streamable HTTP with `Authorization: Bearer <token>`',
  Studio:
    'A creator’s marketplace packs: details, publishing, pausing, covers, suggestions, codes and bundles',
  Selling: 'A creator’s dashboard, a pack’s statistics and the earnings ledger',
  Orders:
    'Buying packs: checkout (Stripe, or the dev checkout outside production), receipts, refunds per line, the ' +
    'library, and Stripe’s verified webhook',
  Teams: 'Team licences: teams and their seats, invitations, and what each member used',
  Reviews: 'Reviews, and questions to a pack’s creator (the FAQ)',
  Admin: 'Users and their grants, creator applications, system prompts, the audit log, payouts and the fee',
  Functions: 'The specification’s serverless-function contracts',
  Service: 'Health, and this description itself',
} as const;
export type Tag = keyof typeof TAGS;

/** One documented endpoint: its contract is the zod schemas the route itself validates with. */
export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';
  /** OpenAPI style: `/api/packs/{id}`. */
  path: string;
  tag: Tag;
  access: Access;
  summary: string;
  description?: string;
  query?: ZodType;
  body?: ZodType;
  /** A multipart upload: one `file` plus these text fields. */
  upload?: Record<string, string>;
  /** A multipart body of many files, each a part named `files` (an import). */
  uploadMany?: true;
  /** A body read as raw bytes (e.g. to verify a signature over them), described rather than validated. */
  raw?: { mediaType: string; description: string };
  status: number;
  response?: ZodType;
  /** The success's media type when it is not JSON (an HTML page). */
  responseMediaType?: string;
  /** Statuses beyond 400/401/403/429 that this endpoint answers. */
  errors?: number[];
}

/** Stable and unique per method and path: `getApiPacksId`. */
export function operationId(op: Pick<Operation, 'method' | 'path'>): string {
  return `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`;
}

/**
 * What a route says about itself, once: an `Operation` without its method and path (Hono knows those from where the
 * route is registered and mounted), plus the path parameters' schema and the body's limits. The schemas are the
 * ones the route validates with, so the description cannot drift from what the route accepts.
 */
export interface EndpointDeclaration<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  A extends Access = Access,
> extends Omit<Operation, 'method' | 'path' | 'body' | 'query' | 'access'> {
  /** Who may call it; `session`, `creator` and `admin` are enforced by `endpoint` itself (http/caller.ts). */
  access: A;
  body?: B;
  query?: Q;
  /** The path parameters, validated (their description comes from the path: an `…id` is a UUID). */
  param?: P;
  /** The largest JSON body taken (64 KB unless said). */
  bodyLimit?: number;
  /** Top-level keys holding a document's text, which the ingest pipeline screens and cleans itself (`jsonBody`). */
  documentText?: readonly string[];
  /**
   * A JSON body the route reads itself, because its protocol answers a bad one in its own words (MCP's JSON-RPC
   * parse error): described as `body` in /api/openapi.json, never read or validated by `endpoint`.
   */
  describedBody?: ZodType;
}

/** The input types a validating middleware adds, as Hono and its typed client `hc` read them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any environment and path
type InputOf<M> = M extends MiddlewareHandler<any, any, infer I> ? I : never;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Hono's "no input"
type None = {};
type BodyInput<B> = B extends ZodType ? InputOf<ReturnType<typeof jsonBody<B>>> : None;
type QueryInput<Q> = Q extends ZodType ? InputOf<ReturnType<typeof validate<Q, 'query'>>> : None;
type ParamInput<P> = P extends ZodType ? InputOf<ReturnType<typeof validate<P, 'param'>>> : None;
export type EndpointInput<B, Q, P> = Extract<BodyInput<B> & QueryInput<Q> & ParamInput<P>, Input>;

/** What an endpoint that admits only the signed in hands its handler: `c.var.caller`, the one it admitted. */
export type CallerEnv<A extends Access> = A extends SignedInAccess ? { Variables: { caller: Viewer } } : Env;

type Declared = Omit<
  EndpointDeclaration<ZodType | undefined, ZodType | undefined, ZodType | undefined>,
  'param' | 'describedBody'
> & {
  /** The file that declared it, from the repository's root: what the endpoint table (docs/endpoints.md) shows. */
  source: string;
};

const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The file that called `endpoint`, read from the call's stack when the app is built (once per route, not per
 * request). Under a bundle the frames name the bundle; the table is generated from the sources.
 */
function declaringFile(): string {
  // 0 is the message; 1 this function, 2 `declareEndpoint`, 3 `endpoint` or an `endpointFor` declarer, 4 the route.
  const frame = new Error().stack?.split('\n')[4] ?? '';
  const path = /(?:file:\/\/)?(\/[^:()]+\.[cm]?[jt]sx?)/.exec(frame)?.[1] ?? '';
  return path.startsWith(REPOSITORY) ? path.slice(REPOSITORY.length) : path;
}

// Keyed by the middleware itself: Hono keeps handler identity when routers are mounted with `route()`, so the
// mounted app's `routes` lead back to each declaration with its full method and path.
const declared = new WeakMap<object, Declared>();

/**
 * An endpoint's one declaration, as the first middleware of its route: it turns away who its `access` does not
 * admit (401, 403) and hands the handler the admitted caller as `c.var.caller`; then it validates what the
 * declaration says the route takes — path parameters and query with `validate`, a JSON body with `jsonBody` (the
 * only way a JSON body is read) — types `c.req.valid(…)` for the handler and the typed client, and is found again
 * by `declaredOperations` to describe the route in /api/openapi.json.
 */
export function endpoint<
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  A extends Access = Access,
>(
  declaration: EndpointDeclaration<B, Q, P, A>,
): MiddlewareHandler<CallerEnv<A>, string, EndpointInput<B, Q, P>> {
  return declareEndpoint(declaration);
}

/**
 * The declarer of a router's endpoints that share who may call them and their group: `endpointFor({ access:
 * 'creator', tag: 'Studio' })` declares each as `endpoint` would, with those two said once, where the router begins
 * (as a procedure builder does in tRPC).
 */
export function endpointFor<A extends Access>(shared: { access: A; tag: Tag }) {
  return <
    B extends ZodType | undefined = undefined,
    Q extends ZodType | undefined = undefined,
    P extends ZodType | undefined = undefined,
  >(
    declaration: Omit<EndpointDeclaration<B, Q, P, A>, 'access' | 'tag'>,
  ): MiddlewareHandler<CallerEnv<A>, string, EndpointInput<B, Q, P>> =>
    declareEndpoint<B, Q, P, A>({ ...shared, ...declaration });
}

function declareEndpoint<
  B extends ZodType | undefined,
  Q extends ZodType | undefined,
  P extends ZodType | undefined,
  A extends Access,
>(
  declaration: EndpointDeclaration<B, Q, P, A>,
): MiddlewareHandler<CallerEnv<A>, string, EndpointInput<B, Q, P>> {
  const { param, bodyLimit, documentText, describedBody, ...operation } = declaration;
  const steps: MiddlewareHandler[] = [];
  const { access } = operation;
  if (needsSignIn(access)) {
    steps.push(async (c, next) => {
      c.set('caller', admittedCaller(access, c.get('viewer') as Viewer | null));
      await next();
    });
  }
  if (param) steps.push(validate('param', param));
  if (operation.query) steps.push(validate('query', operation.query));
  if (operation.body) {
    steps.push(
      jsonBody(operation.body, {
        limit: bodyLimit ?? JSON_BODY_LIMIT,
        ...(documentText ? { documentText } : {}),
      }),
    );
  }
  const middleware: MiddlewareHandler = async (c, next) => {
    let index = 0;
    const run = async (): Promise<void> => {
      const step = steps[index++];
      if (step) await step(c, run);
      else await next();
    };
    await run();
  };
  const described = describedBody ? { body: describedBody } : {};
  declared.set(middleware, { ...operation, ...described, source: declaringFile() });
  if (operation.body) declareRoute(middleware, { bodyLimit: bodyLimit ?? JSON_BODY_LIMIT });
  return middleware as MiddlewareHandler<CallerEnv<A>, string, EndpointInput<B, Q, P>>;
}

/** An operation as declared, with the file that declares it. */
export type DeclaredOperation = Operation & { source: string };

/** A route of a mounted app, as Hono lists them (`app.routes`). */
export interface MountedRoute {
  method: string;
  path: string;
  handler: unknown;
}

const METHODS = new Set<string>(['get', 'post', 'put', 'patch', 'delete', 'options']);

/** A handler as registered: Hono wraps one mounted from a router with an error handler of its own. */
function unwrapped(handler: unknown): object {
  let target = handler as { __COMPOSED_HANDLER?: unknown };
  while (target.__COMPOSED_HANDLER) target = target.__COMPOSED_HANDLER as typeof target;
  return target;
}

/**
 * The operations declared with `endpoint` among a mounted app's routes (`app.routes`), each with the method and the
 * full path it is served at, in OpenAPI style (`/api/access-tokens/{id}`).
 */
export function declaredOperations(routes: readonly MountedRoute[]): DeclaredOperation[] {
  const operations: DeclaredOperation[] = [];
  for (const route of routes) {
    const operation = declared.get(unwrapped(route.handler));
    if (!operation) continue;
    const method = route.method.toLowerCase();
    if (!METHODS.has(method))
      throw new Error(`${route.method} ${route.path}: not a method OpenAPI describes`);
    if (/[{*]/.test(route.path))
      throw new Error(`${route.path}: only plain \`:name\` parameters are described`);
    operations.push({
      ...operation,
      method: method as Operation['method'],
      path: route.path.replace(/:(\w+)/g, '{$1}'),
    });
  }
  return operations;
}
