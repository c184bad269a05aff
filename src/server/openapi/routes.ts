import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { validate } from '../http/validate';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';
import { referenceQuerySchema } from './reference-query';

/** `GET /api/openapi.json` and its readable rendering `GET /api/docs` (`?lang=ja` in Japanese). */
export function openApiRoutes() {
  const document = openApiDocument();
  const pages = { en: referencePage(document, 'en'), ja: referencePage(document, 'ja') };
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => c.json(document, 200))
    .get('/docs', validate('query', referenceQuerySchema), (c) =>
      c.html(pages[c.req.valid('query').lang], 200),
    );
}
