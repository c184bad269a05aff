import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';

/** `GET /api/openapi.json` and its readable rendering `GET /api/docs` (`?lang=ja` in Japanese). */
export function openApiRoutes() {
  const document = openApiDocument();
  const pages = { en: referencePage(document, 'en'), ja: referencePage(document, 'ja') };
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document, 200))
    .get('/docs', validate('query', z.object({ lang: z.enum(['en', 'ja']).default('en') }).strict()), (c) =>
      c.html(pages[c.req.valid('query').lang], 200),
    );
}
