import { z } from 'zod';
import { SEARCH_MAX_PACKS } from '../limits';
import { assistantBudgetSchema, budgetStateSchema } from './assistant-spending';
import { idSchema } from './ids';

/**
 * OAuth 2.1 for the MCP resource (issue 22): what an assistant may be allowed to do, the consent screen's questions
 * and answers, and the assistants a person has connected.
 */

/** Search, list and read passages of the packs the person may read. */
export const READ_SCOPE = 'packs:read';
/** Ask for grounded answers (may spend query credits). */
export const ASK_SCOPE = 'packs:ask';
export const OAUTH_SCOPES = [READ_SCOPE, ASK_SCOPE] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/**
 * The authorization request as the assistant sent it to /oauth/authorize (RFC 6749 §4.1.1, PKCE, RFC 8707), passed
 * on by the consent page as it found it: the server judges it, twice (when the page asks, and when the person
 * answers).
 */
export const authorizationRequestSchema = z
  .object({
    client_id: z.string().max(2000).optional(),
    redirect_uri: z.string().max(2000).optional(),
    response_type: z.string().max(100).optional(),
    state: z.string().max(1000).optional(),
    scope: z.string().max(1000).optional(),
    code_challenge: z.string().max(200).optional(),
    code_challenge_method: z.string().max(20).optional(),
    resource: z.string().max(2000).optional(),
  })
  // Other parameters (prompt, nonce, …) are allowed by OAuth and ignored.
  .strip();
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

/** Who is asking, as the consent screen names them. */
export const oauthClientSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  /** The host the assistant's identity is served from (its metadata document) or, if it registered itself, its site. */
  domain: z.string(),
  /** False when the assistant registered itself: anyone can choose any name that way. */
  verified: z.boolean(),
});
export type OAuthClient = z.infer<typeof oauthClientSchema>;

/**
 * What the consent page shows: a request to consent to, or the request is not acceptable and the assistant is told
 * so at its redirect URI (`redirect`), or it cannot even be told (an error shown on the page: the API's error).
 */
export const authorizationPromptSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('consent'),
    client: oauthClientSchema,
    scopes: z.array(z.enum(OAUTH_SCOPES)),
    /** Where the answer goes: the host the browser is sent back to. */
    redirect_host: z.string(),
  }),
  z.object({ kind: z.literal('redirect'), redirect_to: z.string() }),
]);
export type AuthorizationPrompt = z.infer<typeof authorizationPromptSchema>;

/** The person's answer on the consent page. */
export const consentSchema = z
  .object({
    request: authorizationRequestSchema,
    decision: z.enum(['allow', 'deny']),
    /** Limit the assistant to these packs; every pack the person may read when null. */
    pack_ids: z.array(idSchema).min(1, 'Choose at least one pack').max(SEARCH_MAX_PACKS).nullable(),
    /** What the assistant may spend (issue 50); absent: it may not buy (SAFE_BUDGET). */
    budget: assistantBudgetSchema.optional(),
  })
  .strict();
export type Consent = z.infer<typeof consentSchema>;

/** Where the browser goes next: back to the assistant, with a code or a refusal. */
export const consentAnswerSchema = z.object({ redirect_to: z.string() });

/** An assistant a person connected by signing in (an OAuth grant), as the Connect page lists it. */
export const connectionSchema = z.object({
  id: idSchema,
  client: oauthClientSchema,
  scopes: z.array(z.enum(OAUTH_SCOPES)),
  pack_ids: z.array(idSchema).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** What it may spend and has spent this month. */
  budget: budgetStateSchema,
});
export type Connection = z.infer<typeof connectionSchema>;
export const connectionListSchema = z.object({ connections: z.array(connectionSchema) });
