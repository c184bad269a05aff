import type { ZodType } from 'zod';

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
