import { z } from 'zod';

/**
 * How a pack appears on a line of a list — an order, the library, the creator's dashboard: its address, its title
 * and its cover. Each list adds what it says of the pack.
 */
export const packLineFields = {
  slug: z.string(),
  title: z.string(),
  coverImage: z.string(),
};
