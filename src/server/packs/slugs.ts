import { randomBytes } from 'node:crypto';
import { and, like, ne } from 'drizzle-orm';
import { packs } from '../db/schema';
import type { Database } from '../db/client';

const SLUG_MAX = 48;

/** The readable part of a sales page address: the title's Latin letters and digits, joined by hyphens. */
export function slugBase(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** A fresh pack's address before the studio names it: unique without a look at the table. */
export function provisionalSlug(title: string): string {
  return `${slugBase(title) || 'pack'}-${randomBytes(4).toString('hex')}`;
}

/**
 * The address a pack of this title gets: the title itself when free, else the title and the smallest free number
 * (`-2`, `-3`…). A title with no Latin letters (a Japanese one) gets `pack-` and a random part. The unique index on
 * the column settles a race between two packs picking the same one: the loser's write fails and is retried.
 */
export async function slugForTitle(
  tx: Pick<Database, 'select'>,
  title: string,
  packId: string,
): Promise<string> {
  const base = slugBase(title);
  if (!base) return provisionalSlug('');
  const taken = new Set(
    (
      await tx
        .select({ slug: packs.slug })
        .from(packs)
        .where(and(like(packs.slug, `${base}%`), ne(packs.id, packId)))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
