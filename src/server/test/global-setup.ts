import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPglite } from '../db/pglite';
import { openDatabase } from '../db/client';
import { adminQuery, dropDatabase, postgresTarget, untilNoConnections } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tar file) that every test database starts from. */
    pgliteSnapshot: string;
    /** A migrated, empty PostgreSQL database that every test database is copied from (`CREATE DATABASE … TEMPLATE`). */
    postgresTemplate: string;
  }
}

/**
 * Runs the migrations once per test run, not once per test file: a fresh PGlite spends about 3 s in `initdb` and the
 * migrations, loading the migrated copy about 1 s, and the server suite opens over a hundred databases. The
 * migrations themselves are still exercised here, at the start of every run, and `openDatabase` runs them again
 * (finding nothing to do) on every copy.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') return setUpPostgresTemplate(project);
  return setUpPgliteSnapshot(project);
}

async function setUpPgliteSnapshot(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kenja-test-pglite-'));
  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  const snapshot = join(dir, 'migrated.tar');
  writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setUpPostgresTemplate(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The server-postgres tests need TEST_DATABASE_URL');
  const name = `kenja_template_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: postgresTarget(serverUrl, name) });
  await handle.close();
  // A template must have no one connected while it is copied.
  await untilNoConnections(serverUrl, name);
  project.provide('postgresTemplate', name);
  return () => dropDatabase(serverUrl, name);
}
