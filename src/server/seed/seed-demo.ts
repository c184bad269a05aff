import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Database } from '../db/client';
import { dataTasks, documents, packs, userProfiles } from '../db/schema';
import { documentFileKey, type FileStore } from '../files';
import { enqueueIndexing } from '../ingest';
import { PROJECT_ROOT } from '../paths';
import { DEMO_CREATORS } from './demo-creators';
import { DEMO_PACKS } from './demo-packs';
import { seedDemoHistory } from './demo-history';
import { DEMO_HEADLINES, DEMO_SAMPLE_QUESTIONS } from './demo-stories';
import { seedDemoSalesPages } from './seed-sales-pages';
import type { DemoPack } from './types';

const TASK_NAME = 'demo-seed-v1';
const DOCUMENTS_DIR = join(PROJECT_ROOT, 'src/server/seed/documents');

const MIME_BY_EXTENSION: Record<string, string> = {
  '.md': 'text/markdown',
  '.txt': 'text/plain',
};

/**
 * Puts the demo creators, packs, their documents, their history (buyers, orders, reviews) and what their sales
 * pages tell (stories, bundles, answered questions, replies to reviews) into a new database,
 * once: a marker row makes later starts (and other instances starting at the same moment) skip it, and it all
 * happens in one transaction. Each document's file is stored before its row (a rolled-back seed leaves files
 * nothing names, which the start-up sweep removes).
 */
export async function seedDemoData(db: Database, files: FileStore, now: Date): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(dataTasks)
      .values({ name: TASK_NAME, completedAt: now })
      .onConflictDoNothing()
      .returning({ name: dataTasks.name });
    if (claimed.length === 0) return { seeded: false };

    const creators = await tx
      .insert(userProfiles)
      .values(
        DEMO_CREATORS.map((c) => ({
          email: c.email,
          fullName: c.fullName,
          headline: DEMO_HEADLINES[c.key] ?? null,
          userRole: 'creator' as const,
          isCreatorVerified: true,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: userProfiles.id, email: userProfiles.email });
    const creatorIdByKey = new Map(
      DEMO_CREATORS.map((c) => [c.key, creators.find((row) => row.email === c.email)?.id]),
    );

    const seededPacks = new Map<string, { id: string; pack: DemoPack }>();
    for (const pack of DEMO_PACKS) {
      const creatorId = creatorIdByKey.get(pack.creator);
      if (!creatorId) throw new Error(`Demo pack ${pack.slug} names unknown creator ${pack.creator}`);
      const demoFiles = pack.documents.map((name) => readDocument(pack.slug, name, pack.language));
      const [row] = await tx
        .insert(packs)
        .values({
          slug: pack.slug,
          creatorId,
          title: pack.title,
          description: pack.description,
          category: pack.category,
          language: pack.language,
          priceCents: pack.priceCents,
          discountPriceCents: pack.discountPriceCents,
          queryPriceCents: pack.queryPriceCents ?? null,
          seatPriceCents: pack.seatPriceCents ?? null,
          teamDiscountPercent: pack.teamDiscountPercent ?? 0,
          coverImage: `/images/packs/${pack.slug}.svg`,
          status: 'published',
          sampleQuestions: DEMO_SAMPLE_QUESTIONS[pack.slug] ?? [],
          corpusKey: `pack_demo_${pack.slug.replace(/-/g, '_')}`,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: packs.id });
      if (!row) throw new Error(`Could not insert demo pack ${pack.slug}`);
      seededPacks.set(pack.slug, { id: row.id, pack });
      if (demoFiles.length === 0) continue;
      for (const file of demoFiles) await files.put(documentFileKey(file.id), file.content);
      const inserted = await tx
        .insert(documents)
        .values(
          demoFiles.map(({ content: _content, ...f }) => ({
            ...f,
            packId: row.id,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: documents.id });
      // Indexed by the engine's own job worker, like any upload.
      for (const doc of inserted) await enqueueIndexing(tx, [doc.id], now);
    }
    await seedDemoHistory(tx, seededPacks, now);
    // Stories, bundles, the FAQ and creators' replies, through the services creators and buyers use.
    await seedDemoSalesPages(tx, seededPacks, now);
    return { seeded: true };
  });
}

function readDocument(slug: string, filename: string, packLanguage: 'en' | 'ja') {
  const content = readFileSync(join(DOCUMENTS_DIR, slug, filename));
  const mimeType = MIME_BY_EXTENSION[extname(filename)];
  if (!mimeType) throw new Error(`Demo document ${slug}/${filename} has an unsupported extension`);
  // A document's language is marked in its name (guide.ja.md); otherwise it is the pack's language.
  const language = filename.includes('.ja.') ? 'ja' : filename.includes('.en.') ? 'en' : packLanguage;
  return {
    id: randomUUID(),
    filename,
    mimeType,
    language: language as 'en' | 'ja',
    byteSize: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
    content: new Uint8Array(content),
  };
}
