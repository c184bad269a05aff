import { PGlite } from '@electric-sql/pglite';
import { pg_textsearch } from '@electric-sql/pglite-pg_textsearch';
import { analyze } from '../../src/server/search/analyze';
import { docText, type EvalDoc } from './eval-data';
import type { SystemUnderTest } from './system';

/**
 * Timescale's pg_textsearch in PGlite. English uses its own `english` configuration on the raw text. It has no
 * Japanese configuration (PostgreSQL would see a sentence as one token), so Japanese gets Kenja's analysed terms
 * joined by spaces under `simple`: that measures its BM25 ranking with our tokens.
 */
export function pgTextSearchSystem(
  config: 'english' | 'pretokenized',
  params: { k1: number; b: number } = { k1: 1.2, b: 0.75 },
): SystemUnderTest {
  let db: PGlite | undefined;
  const prepare = config === 'english' ? (text: string) => text : (text: string) => analyze(text).join(' ');
  return {
    name: `pg_textsearch 0.0.16 (${config === 'english' ? "'english'" : "pre-tokenised, 'simple'"}, k1 ${params.k1}, b ${params.b})`,
    async build(docs: EvalDoc[]) {
      db = await PGlite.create({ extensions: { pg_textsearch } });
      await db.exec(
        'CREATE EXTENSION IF NOT EXISTS pg_textsearch; CREATE TABLE docs (id text PRIMARY KEY, body text);',
      );
      await db.query('INSERT INTO docs (id, body) SELECT * FROM unnest($1::text[], $2::text[])', [
        docs.map((doc) => doc.id),
        docs.map((doc) => prepare(docText(doc))),
      ]);
      const textConfig = config === 'english' ? 'english' : 'simple';
      await db.exec(
        `CREATE INDEX docs_bm25 ON docs USING bm25 (body) WITH (text_config = '${textConfig}', k1 = ${params.k1}, b = ${params.b})`,
      );
    },
    async search(query, k) {
      if (!db) throw new Error('build() first');
      // The index must be named: with a bind parameter the planner cannot infer it (see STACK.md).
      const result = await db.query<{ id: string }>(
        "SELECT id FROM docs ORDER BY body <@> to_bm25query($1, 'docs_bm25') LIMIT $2",
        [prepare(query), k],
      );
      return result.rows.map((row) => row.id);
    },
    async close() {
      await db?.close();
      db = undefined;
    },
  };
}
