import { z } from 'zod';

/**
 * A row id as the API accepts it: a UUID in any spelling, made canonical (lower case) before any service sees
 * it, so that comparing ids in code means what comparing them in the database means.
 */
export const idSchema = z.uuid({ error: 'Not a valid id' }).transform((id) => id.toLowerCase());

/** The `:id` of a route. */
export const idParamSchema = z.object({ id: idSchema });
