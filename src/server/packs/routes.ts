import { Hono } from 'hono';
import { z } from 'zod';
import {
  findPacksQuerySchema,
  findPacksResponseSchema,
  packActivitySchema,
  packListQuerySchema,
  packPageSchema,
  packSlugParamSchema,
  TRY_REFUSALS,
  tryExcerptSchema,
  tryQuestionSchema,
} from '../../common/contracts/packs';
import type { AppEnv } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { AppError } from '../http/errors';
import { jsonOnce } from '../http/json-once';
import { declareRateLimit } from '../http/rate-limit';
import type { AuthConfig } from '../auth';
import type { PackRanker } from '../search';
import type { Catalog } from './catalog';
import type { Entitlements } from './entitlements';
import { excerptOf, TRY_EXCERPTS } from './excerpts';
import type { MarketplaceFind } from './marketplace-find';
import type { PackActivityFeed } from './pack-activity';
import type { PackPages } from './pack-pages';
import type { PageViews } from './page-views';
import { anonymousVisitorOf } from './visitor-cookie';

/** Declares the Packs endpoints here that anyone may call. */
const publicPacksEndpoint = endpointFor({ access: 'public', tag: 'Packs' });

/** The pack's best few passages for one of its sample questions, each cut short. */
async function tryExcerpts(
  ranker: PackRanker,
  pack: Parameters<PackRanker['rank']>[0][number],
  question: string,
) {
  const { hits } = await ranker.rank([pack], {
    query: question,
    pack_ids: [pack.id],
    k: TRY_EXCERPTS,
    hybrid: true,
    rerank: false,
    filters: {},
  });
  return hits.map((hit) => ({
    filename: hit.metadata.filename,
    headingPath: hit.heading_path,
    page: hit.page,
    text: excerptOf(hit.text),
  }));
}

export interface PackRouteDeps {
  catalog: Catalog;
  packPages: PackPages;
  packActivity: PackActivityFeed;
  pageViews: PageViews;
  entitlements: Entitlements;
  /** The engine's ranking, for the try-before-you-buy excerpts. */
  ranker: PackRanker;
  /**
   * A reader's query credits for a metered pack. The books (selling) keep them, above packs in the layers, so the
   * composition hands the reading in.
   */
  creditsOf: (userId: string, packId: string) => Promise<{ remaining: number; purchased: number } | null>;
  authConfig: AuthConfig;
  /** The packs across the marketplace that would answer a question (the same service as MCP's find_packs). */
  marketplaceFind: MarketplaceFind;
  now: () => Date;
}

export function packRoutes(deps: PackRouteDeps) {
  const { catalog } = deps;
  return (
    new Hono<AppEnv>()
      .get(
        '/',
        publicPacksEndpoint({
          summary: 'List the published marketplace packs',
          query: packListQuerySchema,
          status: 200,
        }),
        async (c) => jsonOnce(c, await catalog.list(c.req.valid('query'))),
      )
      // Find: the packs that would answer a question, ranked by the engine over every published pack.
      .get(
        '/find',
        publicPacksEndpoint({
          summary: 'Find the published packs that would answer a question (English or Japanese)',
          description:
            'Every published pack is ranked by the search engine, each by its best passage; packs with no matching ' +
            'passage are left out. Each pack comes with its price (and per 100 queries), rating, sales page, the ' +
            'sections the question matched and one excerpt cut as the sales page’s demo cuts them. A signed-in ' +
            'caller is told what they already hold, and those packs come first. Counts against the `search` rate ' +
            'limit; nothing is spent or recorded against any pack.',
          query: findPacksQuerySchema,
          status: 200,
          response: findPacksResponseSchema,
        }),
        declareRateLimit('search'),
        async (c) => {
          const { q, limit } = c.req.valid('query');
          const packs = await deps.marketplaceFind.find(c.get('viewer')?.user ?? null, q, { limit });
          return c.json({ packs } satisfies z.output<typeof findPacksResponseSchema>, 200);
        },
      )
      .route('/by-slug', salesPageRoutes(deps))
  );
}

/**
 * `/api/packs/by-slug/:slug…`: a pack's sales page, what anyone may see and try before buying. Each route's
 * `endpoint({…})` is its one declaration (http/endpoint.ts).
 */
function salesPageRoutes({
  packPages,
  packActivity,
  pageViews,
  entitlements,
  ranker,
  creditsOf,
  authConfig,
  now,
}: PackRouteDeps) {
  return (
    new Hono<AppEnv>()
      // The sales page's data: the same for everyone, plus why the signed-in viewer may already read the pack.
      .get(
        '/:slug',
        publicPacksEndpoint({
          summary:
            'A pack’s sales page: its card, sample questions and table of contents, and the viewer’s access',
          description:
            'Published and paused marketplace packs (a paused pack cannot be bought); 404 for anything else.',
          param: packSlugParamSchema,
          status: 200,
          response: packPageSchema,
          errors: [404],
        }),
        async (c) => {
          const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
          if (!page) throw new AppError('not_found', 'No such pack on the marketplace');
          const viewer = c.get('viewer');
          const { row, ...shared } = page;
          const access = viewer ? await entitlements.sourceOf(viewer.user, row) : null;
          const credits = viewer && row.queryPriceCents ? await creditsOf(viewer.user.id, row.id) : null;
          // The preview items' full content is for those who may read the pack (with query credits: while some are left).
          const reads = access !== null && (access !== 'credits' || (credits?.remaining ?? 0) > 0);
          const previewItems = reads
            ? shared.previewItems
            : shared.previewItems.map((item) => ({ ...item, content: '' }));
          return c.json({ ...shared, previewItems, access, credits }, 200);
        },
      )
      // The sales page was seen: one view per visitor and day, for the creator's statistics.
      .post(
        '/:slug/views',
        publicPacksEndpoint({
          summary:
            'Count a view of a pack’s sales page (once per visitor and day; the creator’s own views are not counted)',
          param: packSlugParamSchema,
          status: 204,
          errors: [404],
        }),
        async (c) => {
          const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
          if (!page) throw new AppError('not_found', 'No such pack on the marketplace');
          const viewer = c.get('viewer');
          // A creator looking at their own page is not a visitor.
          if (viewer?.user.id === page.row.creatorId) return c.body(null, 204);
          const at = now();
          // Anonymous: the visitor cookie's id, and the address, which may add only a few new visitors a day.
          const view = viewer
            ? { visitor: `user:${viewer.user.id}` }
            : { visitor: `cookie:${anonymousVisitorOf(c, authConfig, at)}`, anonymousFrom: c.get('address') };
          await pageViews.record({ packId: page.row.id, at, ...view });
          return c.body(null, 204);
        },
      )
      // The live activity feed: the newest purchases, reviews and questions (every open page polls it).
      .get(
        '/:slug/activity',
        publicPacksEndpoint({
          summary:
            'The sales page’s live activity: the newest 3 purchases, reviews and questions, names shortened',
          param: packSlugParamSchema,
          status: 200,
          response: z.object({ items: z.array(packActivitySchema) }),
          errors: [404],
        }),
        async (c) => {
          const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
          if (!page) throw new AppError('not_found', 'No such pack on the marketplace');
          return c.json({ items: await packActivity.recent(page.row.id) }, 200);
        },
      )
      // Try before you buy: one of the pack's sample questions against its real index, a few a day, excerpts only.
      .post(
        '/:slug/try',
        publicPacksEndpoint({
          summary:
            'Try before you buy: one of the pack’s sample questions against its index, answered with short cited excerpts',
          description:
            'Anyone, a few times a day (the `tries` rate limit); any other question is refused (400).',
          param: packSlugParamSchema,
          body: tryQuestionSchema,
          status: 200,
          response: z.object({ excerpts: z.array(tryExcerptSchema) }),
          errors: [404],
        }),
        declareRateLimit('tries'),
        async (c) => {
          const page = await packPages.get(c.req.valid('param').slug.toLowerCase());
          if (!page || page.pack.status !== 'published') {
            throw new AppError('not_found', 'No such pack on the marketplace');
          }
          const { question } = c.req.valid('json');
          if (!page.pack.sampleQuestions.includes(question)) {
            throw new AppError('validation', TRY_REFUSALS.notSample, [
              { path: ['question'], message: TRY_REFUSALS.notSample },
            ]);
          }
          return c.json({ excerpts: await tryExcerpts(ranker, page.row, question) }, 200);
        },
      )
  );
}
