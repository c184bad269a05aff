import { Hono } from 'hono';
import { z } from 'zod';
import { uploadFieldsSchema } from '../../common/contracts/engine';
import { packQualityResponseSchema } from '../../common/contracts/quality';
import {
  coverTooLargeMessage,
  packDetailsSchema,
  packSuggestionsResponseSchema,
  studioPackParamsSchema,
  studioPackResponseSchema,
  studioPacksResponseSchema,
} from '../../common/contracts/studio';
import { storyBodySchema, storyResponseSchema } from '../../common/contracts/story';
import { COVER_IMAGE_MAX_BYTES } from '../../common/limits';
import type { AppEnv, RouteDeps, UserRow } from '../http/context';
import { type CallerEnv, endpointFor } from '../http/endpoint';
import { fileUpload, uploadedBytes } from '../http/multipart';
import type { LanguageModel } from '../answer';
import type { Catalog } from '../packs';
import type { PackRanker } from '../search';
import { declareRateLimit } from '../http/rate-limit';
import { enqueueQualityMeasurement, readQualityReport } from '../quality';
import { editionNoteRoutes } from './edition-routes';
import { getPackStory, savePackStory } from './pack-story';
import { suggestPackDetails } from './pack-suggestions';
import {
  deleteDraft,
  type DetailsChange,
  getStudioPack,
  listStudioPacks,
  pausePack,
  publishPack,
  resumePack,
  savePackDetails,
  studioPackToManage,
  uploadCover,
  useGeneratedCover,
} from './studio-packs';

type StudioDeps = RouteDeps & {
  catalog: Catalog;
  languageModel: LanguageModel | undefined;
  ranker: PackRanker;
  /** Hands a change's result back, having dropped this instance's marketplace listing. */
  changed: <T>(result: T) => T;
};

/** Declares the Studio endpoints here that creators (and admins) may call. */
const creatorStudioEndpoint = endpointFor({ access: 'creator', tag: 'Studio' });

/**
 * The creator studio (issue 10): a creator's marketplace packs, their details, state and cover. Each route's
 * `endpoint({…})` is its one declaration: what it validates, who may call it, and its entry in /api/openapi.json.
 */
export function studioRoutes(deps: Omit<StudioDeps, 'changed'>) {
  // This instance's marketplace shows a change at once; the others drop theirs when the database announces it.
  const changed = <T>(result: T): T => {
    deps.catalog.invalidate();
    return result;
  };
  const all = { ...deps, changed };
  return new Hono<AppEnv>()
    .route('/', detailRoutes(all))
    .route('/', stateRoutes(all))
    .route('/', coverRoutes(all))
    .route('/', storyRoutes(all))
    .route('/', editionNoteRoutes(all));
}

/** What most studio endpoints share: they name one of the caller's packs, and answer with it as it now is. */
const onePack = { param: studioPackParamsSchema, status: 200, response: studioPackResponseSchema } as const;

/**
 * Saves a pack's details with `save` (kept as they are, or published), then has its quality measured again: the
 * details are part of what is measured.
 */
function detailsSaver({ db, now, changed }: StudioDeps, save: typeof savePackDetails) {
  return async (user: UserRow, packId: string, details: DetailsChange['details']) => {
    const at = now();
    const pack = changed(await save(db, user, { packId, details, now: at }));
    await enqueueQualityMeasurement(db, packId, at);
    return pack;
  };
}

/** The caller's packs, and one pack's details: read, saved, or the draft deleted. */
function detailRoutes(deps: StudioDeps) {
  const { db, files, now, changed } = deps;
  const saveDetails = detailsSaver(deps, savePackDetails);
  return new Hono<AppEnv>()
    .get(
      '/',
      creatorStudioEndpoint({
        summary: "The caller's marketplace packs in every state (draft, published, paused), newest first",
        status: 200,
        response: studioPacksResponseSchema,
      }),
      async (c) => c.json({ packs: await listStudioPacks(db, c.var.caller.user) }, 200),
    )
    .get(
      '/:id',
      creatorStudioEndpoint({
        summary: 'One of the caller’s packs, with its documents’ states',
        ...onePack,
        errors: [404],
      }),
      async (c) => c.json({ pack: await getStudioPack(db, c.var.caller.user, c.req.valid('param').id) }, 200),
    )
    .put(
      '/:id',
      creatorStudioEndpoint({
        summary: 'Save the details (a draft stays a draft, a live pack stays live)',
        description: 'Prices are decimal strings or numbers in the pack’s currency; they come back in cents.',
        ...onePack,
        body: packDetailsSchema,
        errors: [404],
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ pack: await saveDetails(c.var.caller.user, id, c.req.valid('json')) }, 200);
      },
    )
    .delete(
      '/:id',
      creatorStudioEndpoint({
        summary: 'Delete a draft (a pack once published is paused instead: 409)',
        param: studioPackParamsSchema,
        status: 200,
        response: z.object({ deleted: z.literal(true) }),
        errors: [404, 409],
      }),
      async (c) => {
        const { user } = c.var.caller;
        changed(await deleteDraft(db, files, user, c.req.valid('param').id, now()));
        return c.json({ deleted: true as const }, 200);
      },
    );
}

/** A pack on and off the marketplace: published (with its details saved), paused, resumed. */
function stateRoutes(deps: StudioDeps) {
  const { db, now, changed } = deps;
  const publish = detailsSaver(deps, publishPack);
  return new Hono<AppEnv>()
    .post(
      '/:id/publish',
      creatorStudioEndpoint({
        summary: 'Save the details and put the pack on the marketplace',
        description:
          'Needs at least one ready document and a description of at least 40 characters; otherwise 400 with an ' +
          'issue per missing part (`documents`, `description`).',
        ...onePack,
        body: packDetailsSchema,
        errors: [404],
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ pack: await publish(c.var.caller.user, id, c.req.valid('json')) }, 200);
      },
    )
    .post(
      '/:id/pause',
      creatorStudioEndpoint({
        summary: 'Take a published pack off the marketplace; its buyers keep access',
        ...onePack,
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          { pack: changed(await pausePack(db, c.var.caller.user, c.req.valid('param').id, now())) },
          200,
        ),
    )
    .post(
      '/:id/resume',
      creatorStudioEndpoint({
        summary: 'Put a paused pack back on the marketplace',
        ...onePack,
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          { pack: changed(await resumePack(db, c.var.caller.user, c.req.valid('param').id, now())) },
          200,
        ),
    );
}

/** How a pack is shown: its cover (uploaded, or drawn again), and details suggested from its documents. */
function coverRoutes({ db, now, changed, languageModel, ranker }: StudioDeps) {
  return new Hono<AppEnv>()
    .put(
      '/:id/cover',
      creatorStudioEndpoint({
        summary: 'Upload a cover image (PNG, JPEG, WebP or GIF by content, at most 2 MB)',
        ...onePack,
        upload: {},
        errors: [404, 413, 415],
      }),
      fileUpload<typeof uploadFieldsSchema, AppEnv & CallerEnv<'creator'>>(uploadFieldsSchema, {
        maxFileBytes: COVER_IMAGE_MAX_BYTES,
        tooLargeMessage: coverTooLargeMessage,
        // Who may change this pack's cover, before the image is read.
        authorize: async (c) => {
          await studioPackToManage(db, c.var.caller.user, c.req.param('id') ?? '');
        },
      }),
      async (c) => {
        const { user } = c.var.caller;
        const { file } = c.req.valid('form');
        const bytes = await uploadedBytes(file);
        const pack = changed(await uploadCover(db, user, c.req.valid('param').id, bytes, now()));
        return c.json({ pack }, 200);
      },
    )
    .delete(
      '/:id/cover',
      creatorStudioEndpoint({
        summary: 'Go back to the cover drawn from the pack’s category',
        ...onePack,
        errors: [404],
      }),
      async (c) =>
        c.json(
          { pack: changed(await useGeneratedCover(db, c.var.caller.user, c.req.valid('param').id, now())) },
          200,
        ),
    )
    .post(
      '/:id/suggestions',
      creatorStudioEndpoint({
        summary: 'Suggest a title, description, category and sample questions from the pack’s own documents',
        description:
          'Written by the configured language model, or drawn from headings and key terms when there is none (or ' +
          'it fails). 400 while the pack has no ready document.',
        param: studioPackParamsSchema,
        status: 200,
        response: packSuggestionsResponseSchema,
        errors: [404],
      }),
      // A model call may cost money: counted against the answers' limit.
      declareRateLimit('answers'),
      async (c) => {
        const { user } = c.var.caller;
        const pack = await studioPackToManage(db, user, c.req.valid('param').id);
        const suggestions = await suggestPackDetails({ db, languageModel, ranker }, pack, c.req.raw.signal);
        return c.json({ suggestions }, 200);
      },
    );
}

/** The pack's measured answer quality, and its story. */
function storyRoutes({ db, now, changed }: StudioDeps) {
  return new Hono<AppEnv>()
    .get(
      '/:id/quality',
      creatorStudioEndpoint({
        summary:
          'The pack’s measured answer quality: test questions drawn from its documents and its sample questions, ' +
          'answered by the engine, off-topic ones it should refuse, the weakest sections and every failed question',
        param: studioPackParamsSchema,
        status: 200,
        response: packQualityResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const pack = await studioPackToManage(db, user, c.req.valid('param').id);
        return c.json(await readQualityReport(db, pack.id), 200);
      },
    )
    .get(
      '/:id/story',
      creatorStudioEndpoint({
        summary: 'The pack’s story and the creator’s headline',
        param: studioPackParamsSchema,
        status: 200,
        response: storyResponseSchema,
        errors: [404],
      }),
      async (c) => c.json(await getPackStory(db, c.var.caller.user, c.req.valid('param').id), 200),
    )
    .put(
      '/:id/story',
      creatorStudioEndpoint({
        summary: 'Tell the pack’s story (title, paragraphs, quote, figures) and set your headline',
        param: studioPackParamsSchema,
        body: storyBodySchema,
        status: 200,
        response: storyResponseSchema,
        errors: [404],
      }),
      async (c) => {
        const { user } = c.var.caller;
        const saved = await savePackStory(db, user, c.req.valid('param').id, c.req.valid('json'), now());
        return c.json(changed(saved), 200);
      },
    );
}
