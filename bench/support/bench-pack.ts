import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../src/server/clock';
import type { DatabaseHandle } from '../../src/server/db/client';
import { userProfiles } from '../../src/server/db/schema';
import { fileStoreFor } from '../../src/server/files';
import { createPack } from '../../src/server/ingest/corpus-packs';

/** What an indexing bench starts from on a fresh database: a file store, a creator and their empty pack. */
export async function benchPack(database: DatabaseHandle, title: string) {
  const files = fileStoreFor(
    database,
    mkdtempSync(join(tmpdir(), 'kenja-bench-files-')),
    undefined,
    systemClock,
  );
  const [creator] = await database.db
    .insert(userProfiles)
    .values({
      email: 'bench@example.test',
      userRole: 'creator',
      isCreatorVerified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  if (!creator) throw new Error('no bench creator');
  const pack = await createPack(
    database.db,
    creator,
    { title, description: '', kind: 'marketplace' },
    new Date(),
  );
  return { files, creator, pack };
}
