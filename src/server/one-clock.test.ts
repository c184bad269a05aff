import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type DatabaseHandle } from './db/client';
import { openTestDatabase } from './test/test-database';
import { PROJECT_ROOT } from './paths';
import { sql } from 'drizzle-orm';

// ADR 0036: every time Kenja stores or compares comes from the app's clock. These tests fail when a change lets the
// database's clock or the machine's back in — through the schema (a column default, a view, a function a migration
// made) or through code (the lint rules, checked here so that a regular expression gone wrong cannot silence them).

/** What stands for the database's clock in SQL. */
const DATABASE_CLOCK =
  '(^|[^.a-z_])(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\\s*\\(|current_(timestamp|date|time)|localtime';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the database's clock stamps nothing", () => {
  it('in no column default, view or function of the migrated schema', async () => {
    const uses = rowsOf<{ what: string }>(
      await database.db.execute(sql`
        SELECT 'column ' || table_name || '.' || column_name AS what FROM information_schema.columns
        WHERE table_schema = 'public' AND column_default ~* ${DATABASE_CLOCK}
        UNION ALL
        SELECT 'view ' || viewname FROM pg_views
        WHERE schemaname = 'public' AND definition ~* ${DATABASE_CLOCK}
        UNION ALL
        SELECT 'function ' || p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.prosrc ~* ${DATABASE_CLOCK}`),
    );
    expect(uses.map((use) => use.what)).toEqual([]);
  });

  it('and a row written without its time is refused, not stamped', async () => {
    const refused = await database.db
      .execute(sql`INSERT INTO user_profiles (email) VALUES ('no-time@example.test')`)
      .catch((error: unknown) => error);
    expect(JSON.stringify(refused)).toMatch(/created_at|23502/);
  });
});

describe("server code reads the app's clock", () => {
  const eslint = new ESLint({ cwd: PROJECT_ROOT });
  const problems = async (code: string, file = 'src/server/packs/example.ts') =>
    (await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${file}` }))[0]?.messages
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.line) ?? [];

  it("refuses the database's clock in a schema or a statement, anywhere on the server side", async () => {
    const code = [
      "import { sql } from 'drizzle-orm';",
      "import { timestamp } from 'drizzle-orm/pg-core';",
      "export const at = timestamp('at').defaultNow();",
      'export const due = sql`run_at <= now()`;',
      "export const old = sql`created_at < NOW() - interval '1 day'`;",
      'export const today = sql`day = current_date`;',
      'export const stamped = sql`updated_at = CURRENT_TIMESTAMP`;',
      'export const fine = sql`run_at <= ${new Date(0)}`;',
    ].join('\n');
    expect(await problems(code)).toEqual([3, 4, 5, 6, 7]);
    expect(await problems(code, 'src/server/packs/example.test.ts')).toEqual([3, 4, 5, 6, 7]);
  });

  it("refuses the machine's clock in server code, but not a duration or a test's own time", async () => {
    const code = [
      'export const a = new Date();',
      'export const b = Date.now();',
      'export const c = Date.now;',
      'export const d = new Date(0);',
      'export const e = performance.now();',
    ].join('\n');
    expect(await problems(code)).toEqual([1, 2, 3]);
    expect(await problems(code, 'src/server/packs/example.test.ts')).toEqual([]);
    expect(await problems(code, 'src/server/clock.ts')).toEqual([]);
  });
});
