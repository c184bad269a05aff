import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { packs, userProfiles } from '../db/schema';

type NewUser = typeof userProfiles.$inferInsert;
type NewPack = typeof packs.$inferInsert;

function unique(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(userProfiles)
    .values({ email: `${unique('user')}@example.test`, fullName: 'Test User', ...overrides })
    .returning();
  if (!user) throw new Error('createUser: no row');
  return user;
}

/** A published marketplace pack; creates its creator when none is given. */
export async function createPack(db: Database, overrides: Partial<NewPack> = {}) {
  const creatorId =
    overrides.creatorId ?? (await createUser(db, { userRole: 'creator', isCreatorVerified: true })).id;
  const slug = overrides.slug ?? unique('pack');
  const [pack] = await db
    .insert(packs)
    .values({
      slug,
      creatorId,
      title: `Pack ${slug}`,
      description: 'A knowledge pack made for a test.',
      category: 'learning-education',
      priceCents: 4999,
      discountPriceCents: 2999,
      coverImage: `/images/packs/${slug}.svg`,
      status: 'published',
      corpusKey: `pack_${slug.replace(/-/g, '_')}`,
      ...overrides,
    })
    .returning();
  if (!pack) throw new Error('createPack: no row');
  return pack;
}
