import { Hono } from 'hono';
import { searchRequestSchema } from '../../common/contracts/engine';
import { WEB } from '../access';
import { requireViewer } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv } from '../http/context';
import { declareRateLimit } from '../http/rate-limit';
import type { Reading } from './reading-service';

/** `POST /api/search`: hybrid search over the packs the caller names, each checked readable. */
export function searchRoutes({ reading }: { reading: Reading }) {
  return new Hono<AppEnv>().post(
    '/',
    declareRateLimit('search', { keepsAccounts: true }),
    jsonBody(searchRequestSchema),
    async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json(await reading.search(user, c.req.valid('json'), { origin: WEB }), 200);
    },
  );
}
