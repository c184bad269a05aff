import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpoint, type MountedRoute } from '../http/endpoint';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';
import { referenceQuerySchema } from './reference-query';

/**
 * `GET /api/openapi.json` and its readable rendering `GET /api/docs` (`?lang=ja` in Japanese), described from the
 * routes the app has mounted (`mounted()`, read once at the first request, when the app is whole).
 */
export function openApiRoutes(mounted: () => readonly MountedRoute[]) {
  let built: { document: ReturnType<typeof openApiDocument>; pages: Record<'en' | 'ja', string> } | undefined;
  const reference = () => {
    if (!built) {
      const document = openApiDocument(mounted());
      built = { document, pages: { en: referencePage(document, 'en'), ja: referencePage(document, 'ja') } };
    }
    return built;
  };
  return new Hono<AppEnv>()
    .get(
      '/openapi.json',
      endpoint({
        tag: 'Service',
        access: 'public',
        summary: 'This description, as OpenAPI 3.1',
        status: 200,
      }),
      (c) => c.json(reference().document, 200),
    )
    .get(
      '/docs',
      endpoint({
        tag: 'Service',
        access: 'public',
        summary: 'This description as a readable page, in English or Japanese',
        query: referenceQuerySchema,
        status: 200,
        responseMediaType: 'text/html',
      }),
      (c) => c.html(reference().pages[c.req.valid('query').lang], 200),
    );
}
