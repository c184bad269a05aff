import { Hono } from 'hono';
import { uploadFieldsSchema } from '../../common/contracts/engine';
import {
  coverTooLargeMessage,
  packDetailsSchema,
  studioPackParamsSchema,
} from '../../common/contracts/studio';
import { storyBodySchema } from '../../common/contracts/story';
import { COVER_IMAGE_MAX_BYTES } from '../../common/limits';
import { requireViewer } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { fileUpload, uploadedBytes } from '../http/multipart';
import { validate } from '../http/validate';
import type { LanguageModel } from '../answer';
import type { Catalog } from '../packs';
import type { PackRanker } from '../search';
import { declareRateLimit } from '../http/rate-limit';
import { enqueueQualityMeasurement, readQualityReport } from '../quality';
import { getPackStory, savePackStory } from './pack-story';
import { suggestPackDetails } from './pack-suggestions';
import {
  deleteDraft,
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

/** The creator studio (issue 10): a creator's marketplace packs, their details, state and cover. */
export function studioRoutes({
  db,
  files,
  now,
  catalog,
  languageModel,
  ranker,
}: RouteDeps & { catalog: Catalog; languageModel: LanguageModel | undefined; ranker: PackRanker }) {
  const params = validate('param', studioPackParamsSchema);
  // This instance's marketplace shows a change at once; the others drop theirs when the database announces it.
  const changed = <T>(result: T): T => {
    catalog.invalidate();
    return result;
  };
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ packs: await listStudioPacks(db, user) }, 200);
      })
      .get('/:id/story', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json(await getPackStory(db, user, c.req.valid('param').id), 200);
      })
      .get('/:id/quality', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const pack = await studioPackToManage(db, user, c.req.valid('param').id);
        return c.json(await readQualityReport(db, pack.id), 200);
      })
      .put('/:id/story', params, jsonBody(storyBodySchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const saved = await savePackStory(db, user, c.req.valid('param').id, c.req.valid('json'), now());
        return c.json(changed(saved), 200);
      })
      .get('/:id', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ pack: await getStudioPack(db, user, c.req.valid('param').id) }, 200);
      })
      .put('/:id', params, jsonBody(packDetailsSchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const change = { packId: c.req.valid('param').id, details: c.req.valid('json'), now: now() };
        const pack = changed(await savePackDetails(db, user, change));
        await enqueueQualityMeasurement(db, change.packId, change.now);
        return c.json({ pack }, 200);
      })
      .delete('/:id', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        changed(await deleteDraft(db, files, user, c.req.valid('param').id, now()));
        return c.json({ deleted: true as const }, 200);
      })
      .post('/:id/publish', params, jsonBody(packDetailsSchema), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const change = { packId: c.req.valid('param').id, details: c.req.valid('json'), now: now() };
        const pack = changed(await publishPack(db, user, change));
        await enqueueQualityMeasurement(db, change.packId, change.now);
        return c.json({ pack }, 200);
      })
      .post('/:id/pause', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ pack: changed(await pausePack(db, user, c.req.valid('param').id, now())) }, 200);
      })
      .post('/:id/resume', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json({ pack: changed(await resumePack(db, user, c.req.valid('param').id, now())) }, 200);
      })
      .put(
        '/:id/cover',
        params,
        fileUpload<typeof uploadFieldsSchema, AppEnv>(uploadFieldsSchema, {
          maxFileBytes: COVER_IMAGE_MAX_BYTES,
          tooLargeMessage: coverTooLargeMessage,
          // Who may change this pack's cover, before the image is read.
          authorize: async (c) => {
            await studioPackToManage(db, requireViewer(c.get('viewer')).user, c.req.param('id') ?? '');
          },
        }),
        async (c) => {
          const { user } = requireViewer(c.get('viewer'));
          const { file } = c.req.valid('form');
          const bytes = await uploadedBytes(file);
          const pack = changed(await uploadCover(db, user, c.req.valid('param').id, bytes, now()));
          return c.json({ pack }, 200);
        },
      )
      .delete('/:id/cover', params, async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        return c.json(
          { pack: changed(await useGeneratedCover(db, user, c.req.valid('param').id, now())) },
          200,
        );
      })
      // A model call may cost money: counted against the answers' limit.
      .post('/:id/suggestions', params, declareRateLimit('answers'), async (c) => {
        const { user } = requireViewer(c.get('viewer'));
        const pack = await studioPackToManage(db, user, c.req.valid('param').id);
        const suggestions = await suggestPackDetails({ db, languageModel, ranker }, pack, c.req.raw.signal);
        return c.json({ suggestions }, 200);
      })
  );
}
