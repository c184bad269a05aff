import type { PGlite } from '@electric-sql/pglite';

/** The creator the dashboard benchmark signs in as (the development sign-in finds them by e-mail). */
export const BENCH_CREATOR_EMAIL = 'bench-dashboard-creator@example.test';

export interface DashboardSeedSize {
  /** The measured creator's orders (about 93% paid, 5% refunded, 2% never paid), over two years, more recently. */
  orders: number;
  /** Query-log rows (MCP and web) against the measured creator's packs. */
  queries: number;
  /** Page views of the measured creator's packs. */
  views: number;
  /** Uses of the measured creator's sections (retrievals, reads, citations) in `passage_days`, over two years. */
  passageEvents: number;
  /** Reviews of each of the measured creator's packs. */
  reviewsPerPack: number;
  /** Other creators, each with a share of the figures above, so the queries must find the one creator's rows. */
  otherCreators: number;
  /** Each other creator's figures as a share of the measured one's. */
  otherShare: number;
  buyers: number;
}

export const DASHBOARD_SEED: DashboardSeedSize = {
  orders: 10_000,
  queries: 100_000,
  views: 100_000,
  passageEvents: 1_000_000,
  reviewsPerPack: 600,
  otherCreators: 9,
  otherShare: 0.15,
  buyers: 3_000,
};

const PACKS_PER_CREATOR = 5;
const BULK_TABLES = ['orders', 'order_lines', 'query_records', 'pack_views', 'reviews'];
const DISTINCT_QUESTIONS = 300;
const DOCUMENTS_PER_PACK = 8;
const SECTIONS_PER_DOCUMENT = 15;
/** Passages per section: the pack's outline the passages' figures read. */
const PASSAGES_PER_SECTION = 2;

/**
 * Fills a migrated database in bulk (INSERT … SELECT generate_series, not the API) with a creator's business as
 * the dashboard and the pack statistics read it: five packs; paid orders of them over two years, some with two
 * lines, some of query credits, some with a discount code's share, about 5% refunded and a few never paid; the
 * MCP and web queries buyers asked of the packs (a few hundred distinct questions, the popular ones far more often,
 * some found nothing); page views; reviews. Other creators get the same at a smaller scale. Times are drawn with a
 * fixed seed, relative to now, with the recent months busier (a growing business), so every period has rows; rows
 * are inserted oldest first, as a live database gets them (recent rows sit together at the end of each table).
 */
export async function seedDashboardData(
  client: PGlite,
  now: Date,
  size: DashboardSeedSize = DASHBOARD_SEED,
  onStep?: (step: string, ms: number) => void,
) {
  // As a bulk load is done: the big tables' secondary (non-unique) indexes are dropped and made again afterwards,
  // from their own definitions (so the benchmark always measures the migrations' indexes), and foreign keys are
  // not checked row by row (the rows are made consistent). Each row costs PGlite a third of the time this way.
  const secondary = await secondaryIndexes(client);
  const step = async (label: string, statement: string) => {
    const started = performance.now();
    await client.exec(statement);
    onStep?.(label, performance.now() - started);
  };
  await step('drop secondary indexes', secondary.map((index) => `DROP INDEX ${index.name};`).join('\n'));
  await step('foreign keys off', 'SET session_replication_role = replica');
  for (const statement of bulkScript(size, now).split(/;\s*\n\s*\n/))
    await step(firstLine(statement), statement);
  await step('foreign keys on', 'SET session_replication_role = DEFAULT');
  for (const index of secondary) await step(index.name, index.definition);
  // Triggers were off with the foreign keys: the daily rollup is counted from the rows (migration 0026).
  await step('pack_days rollup', 'SELECT kenja_recount_pack_days()');
  return rowCounts(client);
}

/** The bulk tables' indexes that are neither unique nor primary keys: those a bulk load drops and makes again. */
async function secondaryIndexes(client: PGlite) {
  const secondary = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY ($1::regclass[]) AND NOT i.indisunique AND NOT i.indisprimary`,
    [BULK_TABLES],
  );
  return secondary.rows;
}

/** A statement's first line that is not a comment: its step's name in the timings. */
function firstLine(statement: string): string {
  return (
    statement
      .trim()
      .split('\n')
      .find((line) => !line.trim().startsWith('--')) ?? ''
  );
}

/** How many rows the big tables (and packs) hold after the load, for the benchmark's report. */
async function rowCounts(client: PGlite) {
  const counts = await client.query<Record<string, number>>(`
    SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_lines) AS "order lines",
           (SELECT count(*)::int FROM query_records) AS "query records",
           (SELECT count(*)::int FROM pack_views) AS "pack views", (SELECT count(*)::int FROM reviews) AS reviews,
           (SELECT count(*)::int FROM packs) AS packs,
           (SELECT coalesce(sum(retrieved + read + cited), 0)::int FROM passage_days) AS "passage events",
           (SELECT count(*)::int FROM passage_days) AS "passage-day rows"`);
  return counts.rows[0] ?? {};
}

/**
 * The whole load, its statements separated by blank lines (seedDashboardData times each one). Temporary tables
 * (bench_creators and the others) carry ids and draws from one statement to the next; setseed makes the draws the
 * same on every run.
 */
function bulkScript(size: DashboardSeedSize, now: Date): string {
  // Every time is drawn back from the seed's moment, on the app's clock (ADR 0036), not the database's.
  const at = `'${now.toISOString()}'::timestamptz`;
  const sections = [
    creatorsBuyersAndPacks(size, at),
    documentsAndSections(at),
    ordersAndLines(size, at),
    queryRecords(size, at),
    passageDays(size, at),
    viewsAndReviews(size, at),
  ];
  return sections.join('\n');
}

/** The measured creator and the others, the buyers, and each creator's packs. */
function creatorsBuyersAndPacks(size: DashboardSeedSize, now: string): string {
  const other = (n: number) => Math.round(n * size.otherShare);
  return `
    SELECT setseed(0.42);

    CREATE TEMP TABLE bench_creators AS
    SELECT gen_random_uuid() AS id, n,
           CASE WHEN n = 0 THEN '${BENCH_CREATOR_EMAIL}' ELSE 'bench-other-creator-' || n || '@example.test' END
             AS email,
           CASE WHEN n = 0 THEN ${size.orders} ELSE ${other(size.orders)} END AS orders,
           CASE WHEN n = 0 THEN ${size.queries} ELSE ${other(size.queries)} END AS queries,
           CASE WHEN n = 0 THEN ${size.views} ELSE ${other(size.views)} END AS views,
           CASE WHEN n = 0 THEN ${size.reviewsPerPack} ELSE ${other(size.reviewsPerPack)} END AS reviews
    FROM generate_series(0, ${size.otherCreators}) n;

    INSERT INTO user_profiles (id, email, full_name, user_role, is_creator_verified, created_at, updated_at)
    SELECT id, email, 'Bench creator ' || n, 'creator', true, ${now} - interval '800 days', ${now} FROM bench_creators;

    CREATE TEMP TABLE bench_buyers AS
    SELECT md5('bench-buyer-' || n)::uuid AS id, n FROM generate_series(0, ${size.buyers - 1}) n;
    INSERT INTO user_profiles (id, email, full_name, created_at, updated_at)
    SELECT id, 'bench-buyer-' || n || '@example.test', 'Buyer ' || n, ${now} - interval '800 days', ${now}
    FROM bench_buyers;

    CREATE TEMP TABLE bench_packs AS
    SELECT gen_random_uuid() AS id, c.id AS creator_id, c.n AS cn, k,
           'Bench pack ' || c.n || '-' || k AS title, 1000 + 500 * k AS price_cents
    FROM bench_creators c, generate_series(0, ${PACKS_PER_CREATOR - 1}) k;
    INSERT INTO packs (id, slug, creator_id, title, description, category, price_cents, query_price_cents,
                       cover_image, status, corpus_key, created_at, published_at, updated_at)
    SELECT id, 'bench-pack-' || cn || '-' || k, creator_id, title, 'A pack the dashboard benchmark made.',
           'learning-education', price_cents, CASE WHEN k = 0 THEN 500 END, '/images/packs/bench.svg',
           (CASE WHEN k = 4 THEN 'paused' ELSE 'published' END)::pack_status,
           'bench_pack_' || cn || '_' || k, ${now} - interval '800 days' + k * interval '1 day',
           ${now} - interval '799 days' + k * interval '1 day', ${now}
    FROM bench_packs;`;
}

/** Each pack's documents, indexed: sections of passages, the outline the passages' figures read. */
function documentsAndSections(now: string): string {
  return `
    INSERT INTO documents (id, pack_id, filename, mime_type, language, byte_size, sha256, status, chunk_count,
                           generation, created_at, updated_at)
    SELECT md5('bench-doc-' || p.id || '-' || d)::uuid, p.id, 'document-' || d || '.md', 'text/markdown', 'en', 1000,
           md5(p.id || '-' || d), 'ready', ${SECTIONS_PER_DOCUMENT * PASSAGES_PER_SECTION}, 1, ${now}, ${now}
    FROM bench_packs p, generate_series(0, ${DOCUMENTS_PER_PACK - 1}) d;

    INSERT INTO chunks (document_id, pack_id, generation, ordinal, text, heading_path, char_start, char_end, terms,
                        term_freqs, term_count)
    SELECT md5('bench-doc-' || p.id || '-' || d)::uuid, p.id, 1, o, 'A passage.',
           ARRAY['Doc ' || d, 'Section ' || (o / ${PASSAGES_PER_SECTION})], 0, 10, ARRAY['passag'], ARRAY[1], 1
    FROM bench_packs p, generate_series(0, ${DOCUMENTS_PER_PACK - 1}) d,
         generate_series(0, ${SECTIONS_PER_DOCUMENT * PASSAGES_PER_SECTION - 1}) o;`;
}

/** Orders of the packs and their lines, oldest first. */
function ordersAndLines(size: DashboardSeedSize, now: string): string {
  return `
    -- Orders: i-th of its creator; age in days drawn towards the recent (730 · u^1.5).
    CREATE TEMP TABLE bench_orders AS
    SELECT md5('bench-order-' || c.n || '-' || i)::uuid AS id, c.id AS creator_id, i,
           ${now} - 730 * power(random(), 1.5) * interval '1 day' AS at,
           random() AS fate
    FROM bench_creators c, generate_series(1, c.orders) i;

    -- One line of a pack of the creator; every tenth order a second pack too. Every 13th line buys query credits
    -- instead (of the metered pack), every 7th has a discount code's 10%.
    CREATE TEMP TABLE bench_lines AS
    SELECT o.id AS order_id, p.id AS pack_id, p.title, p.price_cents AS list_price_cents,
           p.price_cents AS price_cents,
           CASE WHEN o.i % 7 = 0 THEN p.price_cents / 10 ELSE 0 END AS discount_cents,
           CASE WHEN o.i % 13 = 0 AND p.k = 0 THEN 'credits' ELSE 'pack' END::order_line_kind AS kind,
           CASE WHEN o.i % 13 = 0 AND p.k = 0 THEN 100 ELSE 0 END AS credits
    FROM bench_orders o
    JOIN bench_packs p ON p.creator_id = o.creator_id
      AND (p.k = o.i % ${PACKS_PER_CREATOR} OR (o.i % 10 = 0 AND p.k = (o.i + 2) % ${PACKS_PER_CREATOR}));

    -- About 5% refunded (within ten days, never in the future), 2% never paid (expired), the rest paid.
    INSERT INTO orders (id, buyer_id, status, provider, currency, subtotal_cents, discount_cents, total_cents,
                        created_at, paid_at, refunded_at)
    SELECT o.id, b.id,
           (CASE WHEN o.fate < 0.05 THEN 'refunded' WHEN o.fate < 0.07 THEN 'expired' ELSE 'paid' END)::order_status,
           'dev', 'USD', l.subtotal, l.discount, l.subtotal - l.discount,
           o.at - interval '2 minutes',
           CASE WHEN o.fate >= 0.05 AND o.fate < 0.07 THEN NULL ELSE o.at END,
           CASE WHEN o.fate < 0.05 THEN least(${now}, o.at + o.fate * 200 * interval '1 day') END
    FROM bench_orders o
    JOIN (SELECT order_id, sum(price_cents)::int AS subtotal, sum(discount_cents)::int AS discount
          FROM bench_lines GROUP BY order_id) l ON l.order_id = o.id
    JOIN bench_buyers b ON b.n = (o.i * 7919 + (hashtext(o.creator_id::text) & 1023)) % ${size.buyers}
    ORDER BY o.at;

    INSERT INTO order_lines (order_id, pack_id, title, list_price_cents, price_cents, discount_cents, kind, credits)
    SELECT l.order_id, l.pack_id, l.title, l.list_price_cents, l.price_cents, l.discount_cents, l.kind, l.credits
    FROM bench_lines l JOIN bench_orders o ON o.id = l.order_id
    ORDER BY o.at;`;
}

/** What buyers asked of the packs, over MCP and on the web. */
function queryRecords(size: DashboardSeedSize, now: string): string {
  return `
    -- Queries: age 730 · u² days (queries grow faster than sales); a few hundred questions, popular ones far more
    -- often (index 300 · u³), some in other case or spacing; every 10th asked of two packs; every 17th found
    -- nothing; every 50th asked by the creator (left out of the statistics).
    INSERT INTO query_records (id, user_id, channel, tool, pack_ids, query, result_count, top_score, latency_ms,
                               passages, created_at)
    SELECT md5('bench-query-' || c.n || '-' || g)::uuid,
           CASE WHEN g % 50 = 0 THEN c.id ELSE b.id END,
           (CASE WHEN g % 3 = 0 THEN 'web' ELSE 'mcp' END)::query_channel,
           CASE WHEN g % 3 = 0 THEN 'search' ELSE 'search_pack' END,
           CASE WHEN g % 10 = 0 THEN ARRAY[p.id, p2.id] ELSE ARRAY[p.id] END,
           CASE WHEN g % 11 = 0 THEN '  How do I handle case ' || q || '?' ELSE 'how do i handle case ' || q || '?' END,
           CASE WHEN g % 17 = 0 THEN 0 ELSE 1 + g % 8 END,
           CASE WHEN g % 17 = 0 THEN NULL ELSE (random() * 20)::real END,
           (5 + random() * 50)::real,
           -- The sections it used (each counted in passage_days by the records' trigger): two retrieved, one cited.
           CASE WHEN g % 17 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(
             jsonb_build_object('p', p.id, 'd', md5('bench-doc-' || p.id || '-' || (q % ${DOCUMENTS_PER_PACK}))::uuid,
                                's', 'Doc ' || (q % ${DOCUMENTS_PER_PACK}) || ' › Section ' || (q % ${SECTIONS_PER_DOCUMENT}), 'u', 'retrieved'),
             jsonb_build_object('p', p.id, 'd', md5('bench-doc-' || p.id || '-' || (g % ${DOCUMENTS_PER_PACK}))::uuid,
                                's', 'Doc ' || (g % ${DOCUMENTS_PER_PACK}) || ' › Section ' || (g % ${SECTIONS_PER_DOCUMENT}), 'u', 'retrieved'),
             jsonb_build_object('p', p.id, 'd', md5('bench-doc-' || p.id || '-' || (q % ${DOCUMENTS_PER_PACK}))::uuid,
                                's', 'Doc ' || (q % ${DOCUMENTS_PER_PACK}) || ' › Section ' || (q % ${SECTIONS_PER_DOCUMENT}), 'u', 'cited'))
           END,
           ${now} - 730 * power(random(), 2) * interval '1 day'
    FROM bench_creators c
    CROSS JOIN LATERAL generate_series(1, c.queries) g
    CROSS JOIN LATERAL (SELECT floor(${DISTINCT_QUESTIONS} * power(random() + g * 0, 3))::int AS q) question
    JOIN bench_packs p ON p.creator_id = c.id AND p.k = g % ${PACKS_PER_CREATOR}
    JOIN bench_packs p2 ON p2.creator_id = c.id AND p2.k = (g + 1) % ${PACKS_PER_CREATOR}
    JOIN bench_buyers b ON b.n = (g::bigint * 104729) % ${size.buyers}
    ORDER BY 11;`;
}

/** Sales-page views and reviews, then each pack's rating from its reviews; the temporary tables go. */
function viewsAndReviews(size: DashboardSeedSize, now: string): string {
  return `
    -- Views: one per visitor and UTC day (the table's key), age 730 · u^1.5 days.
    INSERT INTO pack_views (pack_id, day, visitor, created_at)
    SELECT pack_id, (at AT TIME ZONE 'UTC')::date, visitor, at
    FROM (
      SELECT p.id AS pack_id, md5(c.n || '-' || g) AS visitor,
             ${now} - 730 * power(random(), 1.5) * interval '1 day' AS at
      FROM bench_creators c
      CROSS JOIN LATERAL generate_series(1, c.views) g
      JOIN bench_packs p ON p.creator_id = c.id AND p.k = g % ${PACKS_PER_CREATOR}
    ) v
    ORDER BY at
    ON CONFLICT DO NOTHING;

    -- Reviews: one per buyer and pack, mostly good.
    INSERT INTO reviews (id, pack_id, author_id, rating, comment, created_at, updated_at)
    SELECT md5('bench-review-' || p.id || '-' || g)::uuid, p.id, b.id, 5 - floor(power(random(), 2) * 5)::int, 'Useful.', at, at
    FROM bench_packs p
    JOIN bench_creators c ON c.id = p.creator_id
    CROSS JOIN LATERAL generate_series(1, c.reviews) g
    JOIN bench_buyers b ON b.n = (g * 37 + p.k * 101) % ${size.buyers}
    CROSS JOIN LATERAL (SELECT ${now} - 730 * power(random() + g * 0, 1.5) * interval '1 day' AS at) t
    ORDER BY at
    ON CONFLICT DO NOTHING;

    UPDATE packs SET rating = r.avg, review_count = r.n
    FROM (SELECT pack_id, round(avg(rating), 2) AS avg, count(*)::int AS n FROM reviews GROUP BY pack_id) r
    WHERE r.pack_id = packs.id;

    DROP TABLE bench_creators, bench_buyers, bench_packs, bench_orders, bench_lines;`;
}

/**
 * The measured creator's sections' use over two years, straight into the rollup (the records above add their own
 * through the trigger): `passageEvents` retrievals, reads and citations in all, a few busy sections a day per pack.
 */
function passageDays(size: DashboardSeedSize, now: string): string {
  const perRow = 9; // 6 retrievals, 2 reads, 1 citation
  const rows = Math.round(size.passageEvents / perRow);
  return `
    INSERT INTO passage_days (pack_id, day, document_id, section, retrieved, read, cited)
    SELECT p.id, (${now} - (g % 730) * interval '1 day')::date, md5('bench-doc-' || p.id || '-' || (g % ${DOCUMENTS_PER_PACK}))::uuid,
           'Doc ' || (g % ${DOCUMENTS_PER_PACK}) || ' › Section ' || ((g / 730) % ${SECTIONS_PER_DOCUMENT}), 6, 2, 1
    FROM bench_packs p
    JOIN bench_creators c ON c.id = p.creator_id AND c.n = 0
    CROSS JOIN generate_series(1, ${Math.ceil(rows / PACKS_PER_CREATOR)}) g
    ON CONFLICT (pack_id, day, document_id, section) DO UPDATE SET
      retrieved = passage_days.retrieved + EXCLUDED.retrieved, read = passage_days.read + EXCLUDED.read,
      cited = passage_days.cited + EXCLUDED.cited;`;
}
