import type { hc, InferResponseType } from 'hono/client';
import type { z } from 'zod';
import { sameType } from '../../common/same-type';
import type { AppType } from '../app';
import type { readablePacksSchema } from '../reading';

/*
 * The one schema held to what the composed app's routes answer rather than to a contract type: `GET /api/me/packs`,
 * whose answer is typed by its route alone. Nothing imports this file (the app imports the OpenAPI routes, so an
 * import the other way would be a circle); the typecheck reads it like every other file.
 */
type Api = ReturnType<typeof hc<AppType>>;

sameType<z.infer<typeof readablePacksSchema>, InferResponseType<Api['me']['packs']['$get'], 200>>(true);
