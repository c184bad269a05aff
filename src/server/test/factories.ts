import { recountBuyers } from '../commerce/fulfilment';
import { createHash, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documentFileKey, type FileStore } from '../files';
import {
  creatorApplications,
  documents,
  orderLines,
  orders,
  packEntitlements,
  packs,
  userProfiles,
} from '../db/schema';

type NewUser = typeof userProfiles.$inferInsert;
type NewPack = typeof packs.$inferInsert;

/**
 * When a row made here was made: the machine's clock, as a test server's is unless the test moves it. A test that
 * moves its clock passes its own times (`createdAt`, `paidAt`) in the overrides (ADR 0036).
 */
export function stampedNow() {
  const at = new Date();
  return { createdAt: at, updatedAt: at };
}

function unique(prefix: string) {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export async function createUser(db: Database, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(userProfiles)
    .values({ email: `${unique('user')}@example.test`, fullName: 'Test User', ...stampedNow(), ...overrides })
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
      ...stampedNow(),
      ...overrides,
    })
    .returning();
  if (!pack) throw new Error('createPack: no row');
  return pack;
}

/** A published pack at `priceCents`, with no discounted price unless `overrides` give one. */
export function createPackAt(db: Database, priceCents: number, overrides: Partial<NewPack> = {}) {
  return createPack(db, { priceCents, discountPriceCents: null, ...overrides });
}

/** A pending creator application; creates its applicant when none is given. */
export async function createApplication(
  db: Database,
  overrides: Partial<typeof creatorApplications.$inferInsert> = {},
) {
  const userId = overrides.userId ?? (await createUser(db)).id;
  const [application] = await db
    .insert(creatorApplications)
    .values({
      userId,
      displayName: 'Applicant',
      title: 'Field expert',
      bio: 'Ten years of practice.',
      expertise: ['Software Development'],
      yearsExperience: 10,
      motivation: 'To share what I know.',
      knowledgePackIdeas: 'A pack about testing.',
      ...stampedNow(),
      ...overrides,
    })
    .returning();
  if (!application) throw new Error('createApplication: no row');
  return application;
}

/** A valid application body as the wizard sends it. */
export function applicationBody(overrides: Record<string, unknown> = {}) {
  return {
    display_name: 'Aiko Sato',
    title: 'Senior data scientist',
    bio: 'Twelve years building forecasting systems for retail.',
    expertise: ['Data Science & AI', 'Software Development'],
    years_experience: 12,
    portfolio: 'https://aiko.example.test',
    motivation: 'I want assistants to stop hallucinating demand forecasts.',
    knowledge_pack_ideas: 'Forecasting playbook; feature engineering for sales data.',
    ...overrides,
  };
}

/** A stored document of a pack (queued, not indexed): its bytes are `text`, in the server's file store. */
export async function createDocument(
  { db, files }: { db: Database; files: FileStore },
  packId: string,
  text = `A document made for a test: ${randomUUID()}.`,
  filename = `${unique('doc')}.md`,
) {
  const bytes = new TextEncoder().encode(text);
  const id = randomUUID();
  await files.put(documentFileKey(id), bytes);
  const [doc] = await db
    .insert(documents)
    .values({
      id,
      packId,
      filename,
      mimeType: 'text/markdown',
      language: 'en',
      byteSize: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ...stampedNow(),
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('createDocument: no row');
  return doc;
}

/** A multipart body with one file, as a browser's upload sends it. */
export function fileForm(
  name: string,
  content: string | Uint8Array,
  type = '',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** An order of one pack for `buyerId`, as checkout and payment leave it: pending, or paid (with its entitlement). */
export async function createOrderOf(
  db: Database,
  buyerId: string,
  pack: Pick<typeof packs.$inferSelect, 'id' | 'title' | 'priceCents'>,
  { status = 'paid', paidAt = new Date() }: { status?: 'pending' | 'paid'; paidAt?: Date } = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      buyerId,
      provider: 'dev',
      currency: 'USD',
      subtotalCents: pack.priceCents,
      totalCents: pack.priceCents,
      status,
      paidAt: status === 'paid' ? paidAt : null,
      createdAt: paidAt,
    })
    .returning();
  if (!order) throw new Error('createOrderOf: no row');
  await db.insert(orderLines).values({
    orderId: order.id,
    packId: pack.id,
    title: pack.title,
    listPriceCents: pack.priceCents,
    priceCents: pack.priceCents,
  });
  if (status === 'paid') {
    await db.transaction(async (tx) => {
      await tx
        .insert(packEntitlements)
        .values({ userId: buyerId, packId: pack.id, source: 'purchase', createdAt: paidAt });
      await recountBuyers(tx, [pack.id]);
    });
  }
  return order;
}

/** How many entitlements `userId` holds to `packId`: 1 when they may read it as bought or granted, else 0. */
export async function countEntitlements(db: Database, userId: string, packId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(packEntitlements)
    .where(and(eq(packEntitlements.userId, userId), eq(packEntitlements.packId, packId)));
  return row?.n ?? 0;
}
