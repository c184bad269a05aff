import { Hono } from 'hono';
import type { Database } from '../db/client';
import { coverAt } from '../packs';

/**
 * Pack covers kept in the database. Every new cover gets a new address, so an address is served with a year's
 * immutable caching; a replaced one answers 404.
 */
export function mediaRoutes({ db }: { db: Database }) {
  return new Hono().get('/covers/:file', async (c) => {
    const cover = await coverAt(db, c.req.param('file'));
    if (!cover) return c.text('Not found', 404);
    return c.body(cover.content as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': cover.mimeType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // A cover is an image, never a document: nothing in it runs, even when opened on its own.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
}
