import { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { endpointFor, type MountedRoute } from '../http/endpoint';
import { openApiDocument } from './openapi-document';
import { referencePage } from './reference-page';
import { referenceQuerySchema } from './reference-query';

/** The description and its two renderings, built once from the routes the app has mounted, at the first request. */
export interface Reference {
  document(): ReturnType<typeof openApiDocument>;
  page(lang: 'en' | 'ja'): string;
}

/** Declares the Service endpoints here that anyone may call. */
const publicServiceEndpoint = endpointFor({ access: 'public', tag: 'Service' });

/**
 * `mounted()` is read once, at the first request, when the app is whole; both routes below share what it builds.
 */
export function openApiReference(mounted: () => readonly MountedRoute[]): Reference {
  let built: { document: ReturnType<typeof openApiDocument>; pages: Record<'en' | 'ja', string> } | undefined;
  const reference = () => {
    if (!built) {
      const document = openApiDocument(mounted());
      built = { document, pages: { en: referencePage(document, 'en'), ja: referencePage(document, 'ja') } };
    }
    return built;
  };
  return { document: () => reference().document, page: (lang) => reference().pages[lang] };
}

/** `GET /api/openapi.json`: the description, as OpenAPI 3.1. */
export function openApiDocumentRoutes(reference: Reference) {
  return new Hono<AppEnv>().get(
    '/',
    publicServiceEndpoint({
      summary: 'This description, as OpenAPI 3.1',
      status: 200,
    }),
    (c) => c.json(reference.document(), 200),
  );
}

/** `GET /api/docs`: its readable rendering (`?lang=ja` in Japanese). */
export function referencePageRoutes(reference: Reference) {
  return new Hono<AppEnv>().get(
    '/',
    publicServiceEndpoint({
      summary: 'This description as a readable page, in English or Japanese',
      query: referenceQuerySchema,
      status: 200,
      responseMediaType: 'text/html',
    }),
    (c) => c.html(reference.page(c.req.valid('query').lang), 200),
  );
}
