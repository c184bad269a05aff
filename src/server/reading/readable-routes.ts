import { Hono } from 'hono';
import { z } from 'zod';
import { contentLanguage } from '../db/schema/packs';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { READ_SOURCES } from '../packs';
import type { Reading } from './reading-service';

/** What `GET /api/me/packs` answers; its route's answer is held to it (`satisfies`). */
export const readablePacksSchema = z.object({
  packs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      language: z.enum(contentLanguage.enumValues),
      document_count: z.number(),
      edition: z.string().nullable().describe('When the pack was last indexed'),
      access: z.enum(READ_SOURCES).describe('Why the caller may read it'),
    }),
  ),
});

/** `/api/me/packs`: the packs the signed-in person may read, and why (for the Connect page's token limits). */
export function readablePackRoutes({ reading }: { reading: Reading }) {
  return new Hono<AppEnv>().get(
    '/',
    endpoint({
      access: 'session',
      tag: 'Access',
      summary: 'The packs the caller may read, and why (creator, admin, purchase, grant, free, credits)',
      status: 200,
      response: readablePacksSchema,
    }),
    async (c) => {
      const { user } = c.var.caller;
      const packs = await reading.readablePacks(user);
      return c.json(
        {
          packs: packs.map((pack) => ({
            id: pack.id,
            title: pack.title,
            language: pack.language,
            document_count: pack.fileCount,
            edition: pack.indexedAt?.toISOString() ?? null,
            access: pack.source,
          })),
        } satisfies z.output<typeof readablePacksSchema>,
        200,
      );
    },
  );
}
