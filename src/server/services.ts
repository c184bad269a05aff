import { ANSWER_DEFAULT_MODEL } from '../common/limits';
import { createAccessTokens } from './tokens';
import { createQueryRecords } from './records';
import { createAnswerService, createSystemPrompts } from './answer';
import { createReading } from './reading';
import { createOidcClient, createSessionStore, createSignInService } from './auth';
import type { AppDeps } from './deps';
import { createCommerce, createStripeClient, devPayments, stripePayments } from './commerce';
import {
  createCatalog,
  createMarketplaceFind,
  createPackActivity,
  createPackPages,
  createPageViews,
  createEntitlements,
  createPackRowCache,
} from './packs';
import {
  createAuthorization,
  createClientMetadataReader,
  createGrants,
  createOAuthClients,
  issuerOf,
  mcpResource,
} from './oauth';
import { createPackRanker } from './search';
import { createSpending } from './spending';
import { creditsLeft, creditsOf } from './selling';
import { primaryReads } from './db/read-replica';

/** The services behind every entry point (API, function endpoints, MCP), built once per app. */
export function createServices(deps: AppDeps) {
  const { now } = deps;
  /** The MCP endpoint as the resource OAuth tokens are issued for (RFC 8707). */
  const resource = mcpResource(deps.auth);
  const sessions = createSessionStore(deps.db, deps.changes, deps.auth.sessionSecret, now);
  const oidc = deps.auth.oidc ? createOidcClient(deps.auth.oidc) : undefined;
  const packRows = createPackRowCache(deps.db, deps.changes);
  const entitlements = createEntitlements(deps.db, deps.changes, packRows);
  const queryRecords = createQueryRecords(deps.db, {
    now,
    onError: (err, lost) => deps.log?.error({ err, lost }, 'query records could not be written'),
  });
  const reads = deps.reads ?? primaryReads(deps.db);
  const ranker = createPackRanker({ db: deps.db, reads, changes: deps.changes, embedder: deps.embedder });
  const reading = createReading({
    db: deps.db,
    ranker,
    entitlements,
    queryRecords,
    publicUrl: deps.auth.publicUrl.href,
    now,
  });
  const catalog = createCatalog(reads, { ttlMs: deps.catalogTtlMs ?? 5_000, changes: deps.changes, now });
  const systemPrompts = createSystemPrompts(deps.db, deps.changes);
  // Metadata documents on this machine (http://localhost) are for tests and development, never in production.
  const allowLoopbackMetadata = deps.auth.trustLoopbackOrigins;
  const oauthClients = createOAuthClients({
    db: deps.db,
    readMetadata: createClientMetadataReader({
      allowLoopback: allowLoopbackMetadata,
      ownUrl: deps.auth.publicUrl,
      now,
    }),
    allowLoopbackMetadata,
    now,
  });
  const stripeSettings = deps.payments?.stripe;
  const stripe = stripeSettings ? createStripeClient(stripeSettings) : undefined;
  const payments = {
    stripe: stripe ? stripePayments(stripe, deps.auth.publicUrl) : undefined,
    dev: deps.payments?.devCheckout ? devPayments : undefined,
  };
  const commerce = createCommerce({
    db: deps.db,
    changes: deps.changes,
    now,
    checkout: payments.stripe ?? payments.dev,
    providers: payments,
    stripeWebhooks: stripe && stripeSettings ? { stripe, secret: stripeSettings.webhookSecret } : undefined,
    sendReceipts: deps.mailer !== undefined,
    log: deps.log,
  });
  return {
    db: deps.db,
    files: deps.files,
    now,
    authConfig: deps.auth,
    sessions,
    signIn: createSignInService(deps.db, deps.auth, oidc, sessions, now),
    packActivity: createPackActivity(deps.db, now, deps.auth.sessionSecret),
    pageViews: createPageViews(deps.db, deps.auth.sessionSecret),
    packPages: createPackPages(reads, deps.changes, { ttlMs: deps.catalogTtlMs ?? 5_000, now }),
    catalog,
    /** The packs across the marketplace that would answer a question (MCP's find_packs, the web's find). */
    marketplaceFind: createMarketplaceFind({
      catalog,
      packRows,
      entitlements,
      ranker,
      creditsLeft: (userId, packIds) => creditsLeft(deps.db, userId, packIds, now()),
      publicUrl: deps.auth.publicUrl,
    }),
    functionUploadWaitMs: deps.functionUploadWaitMs ?? 60_000,
    packRows,
    entitlements,
    accessTokens: createAccessTokens(deps.db, deps.changes, entitlements, { now, mcpResource: resource.url }),
    queryRecords,
    oauthClients,
    authorization: createAuthorization({
      db: deps.db,
      clients: oauthClients,
      entitlements,
      issuer: issuerOf(deps.auth.publicUrl),
      resource,
      now,
    }),
    grants: createGrants({ db: deps.db, changes: deps.changes, resource, now }),
    ranker,
    /** A reader's query credits for one pack (the books keep them; the sales page shows them). */
    creditsOf: (userId: string, packId: string) => creditsOf(deps.db, userId, packId),
    reading,
    systemPrompts,
    languageModel: deps.languageModel,
    /** The Stripe API when configured: checkout and refunds (commerce), payouts (selling). */
    stripe,
    commerce,
    /** What connected assistants may spend and buy (issue 50). */
    spending: createSpending({
      db: deps.db,
      now,
      secret: deps.auth.sessionSecret,
      publicUrl: deps.auth.publicUrl,
      payments: commerce.assistantCheckout,
    }),
    answers: createAnswerService({
      reading,
      prompts: systemPrompts,
      model: deps.languageModel,
      models: deps.languageModel?.models ?? deps.answerModels ?? [ANSWER_DEFAULT_MODEL],
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
