import { z } from 'zod';

/** `GET /api/docs?lang=ja`: the page's language. */
export const referenceQuerySchema = z.object({ lang: z.enum(['en', 'ja']).default('en') }).strict();
