import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../common/contracts/engine';
import { documents, jobs } from '../db/schema';
import { claimJob } from '../jobs/queue';
import { INDEX_DOCUMENT_JOB } from '../ingest/index-document';
import { myPack, newPack, search, searchOk, uploadOk } from '../test/engine-helpers';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let alice: TestBrowser;
let bob: TestBrowser;

describe('search: scoped, checked, comparable', () => {
  let alicePack: string;
  let bobPack: string;

  useTestServer(async (started) => {
    server = started;
    [alice, bob] = await server.signedInBrowsers('creator', 'creator');
    alicePack = (await newPack(alice, 'Alice')).id;
    bobPack = (await newPack(bob, 'Bob')).id;
    await uploadOk(alice, alicePack, 'tea.md', '# Tea\n\nGreen tea is steamed; black tea is fully oxidised.');
    await uploadOk(bob, bobPack, 'tea-secrets.md', '# Secret\n\nBob keeps his green tea recipe secret.');
    await server.runJobs();
  });

  it('never returns a chunk of a pack the caller did not name', async () => {
    const { hits } = await searchOk(alice, 'green tea', [alicePack]);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.pack_id === alicePack)).toBe(true);
  });

  it("refuses another creator's pack, whatever the body says", async () => {
    const res = await search(alice, { query: 'green tea', pack_ids: [alicePack, bobPack] });
    expect(res.status).toBe(403);
    for (const [method, path] of [
      ['GET', `/api/packs/${bobPack}/documents`],
      ['DELETE', `/api/packs/${bobPack}`],
    ] as const) {
      expect((await alice.fetch(path, { method })).status).toBe(403);
    }
    const upload = await alice.fetch(`/api/packs/${bobPack}/documents`, {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.set('file', new File(['hello'], 'x.txt'));
        return form;
      })(),
    });
    expect(upload.status).toBe(403);
    expect(await myPack(bob, bobPack)).toMatchObject({ fileCount: 1 });
  });

  it('lets an admin search any pack, with scores comparable across packs', async () => {
    const [admin] = await server.signedInBrowsers('admin');
    const both = await searchOk(admin, 'green tea', [alicePack, bobPack], { k: 10 });
    expect(new Set(both.hits.map((h) => h.pack_id))).toEqual(new Set([alicePack, bobPack]));
    const scores = both.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('highlights the matched terms of each hit', async () => {
    const { hits } = await searchOk(alice, 'oxidised teas', [alicePack]);
    const hit = hits[0];
    expect(hit?.matched_terms.length).toBeGreaterThan(0);
    const marked = hit?.highlights.map(({ start, end }) => hit.text.slice(start, end).toLowerCase());
    expect(marked).toEqual(expect.arrayContaining(['oxidised', 'tea']));
  });

  it('answers 400 to an empty or 2,000-character query, an unknown pack, or k outside 1–50', async () => {
    const unknown = crypto.randomUUID();
    for (const body of [
      { query: '   ', pack_ids: [alicePack] },
      { query: 'x'.repeat(2000), pack_ids: [alicePack] },
      { query: 'tea', pack_ids: [unknown] },
      { query: 'tea', pack_ids: [] },
      { query: 'tea', pack_ids: [alicePack], k: 0 },
      { query: 'tea', pack_ids: [alicePack], k: 51 },
    ]) {
      const res = await search(alice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('filters by document and by filename', async () => {
    const pack = (await newPack(alice, 'Filters')).id;
    const a = await uploadOk(alice, pack, 'one.md', 'Kettles boil water for tea.');
    await uploadOk(alice, pack, 'two.md', 'Teapots steep tea leaves.');
    await server.runJobs();
    const byId = await searchOk(alice, 'tea', [pack], { filters: { document_ids: [a.document.id] } });
    expect(byId.hits.map((h) => h.metadata.filename)).toEqual(['one.md']);
    const byName = await searchOk(alice, 'tea', [pack], { filters: { filenames: ['two.md'] } });
    expect(byName.hits.map((h) => h.metadata.filename)).toEqual(['two.md']);
  });

  it('finds Japanese text by Japanese queries', async () => {
    const pack = (await newPack(alice, '日本語')).id;
    await uploadOk(
      alice,
      pack,
      'dashi.md',
      '# 出汁\n\n昆布と鰹節で一番出汁をとります。沸騰させないことが大切です。',
    );
    await uploadOk(alice, pack, 'rice.md', '# ご飯\n\nお米は三十分浸水させてから炊きます。');
    await server.runJobs();
    const { hits } = await searchOk(alice, '一番出汁のとり方', [pack]);
    expect(hits[0]?.metadata.filename).toBe('dashi.md');
  });

  it('ranks on what a question asks about, never on its question words alone', async () => {
    const pack = (await newPack(alice, 'Usability')).id;
    await uploadOk(
      alice,
      pack,
      'moderating.md',
      '# 3. Moderating sessions\n\nWhat do I do when they ask me what to do? I say: what would you do? Do what you would do at home.',
    );
    await uploadOk(
      alice,
      pack,
      'sus.md',
      '# 5. The System Usability Scale\n\nTen statements, each rated 1 to 5. Subtract and scale the answers for a score from 0 to 100.',
    );
    await server.runJobs();
    const { hits } = await searchOk(alice, 'How do I calculate the usability score?', [pack]);
    expect(hits[0]?.metadata.filename).toBe('sus.md');
    // A question made of nothing but question words is still searched on them.
    expect((await searchOk(alice, 'what would you do?', [pack])).hits[0]?.metadata.filename).toBe(
      'moderating.md',
    );
  });

  it('ranks the section titled with the query above one that mentions its words in passing', async () => {
    const pack = (await newPack(alice, 'Ranking')).id;
    await uploadOk(
      alice,
      pack,
      'planning.md',
      '# A Financial Planning Framework\n\n## Annual review checklist\n\n- Net worth compared with last year.\n- Savings rate as a share of gross income.\n- Update contribution amounts for the new limits.',
    );
    await uploadOk(
      alice,
      pack,
      'api.md',
      '# REST API Design Handbook\n\n## 9. Rate limiting\n\nPublish limits per API key, and return the remaining quota in response headers (for example RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset). Clients should back off exponentially with jitter: wait a random time up to base × 2^attempt, capped at about 30–60 seconds. Answer 429 Too Many Requests with Retry-After when a client exceeds its quota.',
    );
    await server.runJobs();
    expect((await searchOk(alice, 'rate limiting', [pack])).hits[0]?.metadata.filename).toBe('api.md');
  });

  it('ranks a passage holding the query words together above one holding the same words apart', async () => {
    const pack = (await newPack(alice, 'Proximity')).id;
    // The same words, so BM25 alone cannot tell them apart; the scattered one is indexed first, to win a tie.
    await uploadOk(
      alice,
      pack,
      'apart.md',
      '# Coffee\n\nBrew needs coarse grounds, a clean jar, filtered water and twelve hours in the cold fridge.',
    );
    await uploadOk(
      alice,
      pack,
      'together.md',
      '# Coffee\n\nCold brew needs coarse grounds, a clean jar, filtered water and twelve hours in the fridge.',
    );
    await server.runJobs();
    const { hits } = await searchOk(alice, 'cold brew', [pack]);
    expect(hits.map((hit) => hit.metadata.filename)).toEqual(['together.md', 'apart.md']);
  });

  it('keeps an acronym an acronym, typed in capitals or not, and highlights it whole', async () => {
    const pack = (await newPack(alice, 'Acronyms')).id;
    await uploadOk(
      alice,
      pack,
      'sus.md',
      '# Scoring\n\nThe System Usability Scale (SUS) gives a score out of 100.',
    );
    await uploadOk(alice, pack, 'boar.md', '# Boars\n\nSus scrofa is the wild boar; Sus is its genus.');
    await server.runJobs();
    for (const query of ['How do I calculate the SUS score?', 'sus score']) {
      const [first] = (await searchOk(alice, query, [pack])).hits;
      expect(first?.metadata.filename).toBe('sus.md');
      expect(first?.matched_terms).toContain('sus');
      const marked = first?.highlights.map(({ start, end }) => first.text.slice(start, end));
      expect(marked).toContain('SUS');
    }
  });

  it('finds a name typed in capitals where a document wrote it in ordinary case, and a plural name', async () => {
    const pack = (await newPack(alice, 'Genes')).id;
    await uploadOk(alice, pack, 'aire.md', '# Keratinocytes\n\nAire is expressed in skin tumour cells.');
    await uploadOk(alice, pack, 'mirna.md', '# Stem cells\n\nSeveral microRNAs govern neural stem cells.');
    await uploadOk(
      alice,
      pack,
      'other.md',
      '# Skin tumours\n\nStem cells in skin tumours: stem cells and tumours.',
    );
    await server.runJobs();
    expect((await searchOk(alice, 'AIRE in skin tumours', [pack])).hits[0]?.metadata.filename).toBe(
      'aire.md',
    );
    expect((await searchOk(alice, 'MicroRNA in stem cells', [pack])).hits[0]?.metadata.filename).toBe(
      'mirna.md',
    );
  });

  it('never ranks on Japanese particles and endings (は, です, か) alone', async () => {
    const pack = (await newPack(alice, '文法')).id;
    await uploadOk(
      alice,
      pack,
      'keigo.md',
      '# 間違いやすい表現\n\nこれは丁寧ですか。それは失礼ですか。使うときは注意が必要です。',
    );
    await uploadOk(
      alice,
      pack,
      'react.md',
      '# パフォーマンス\n\n重い一覧の描画には useDeferredValue を使います。',
    );
    await server.runJobs();
    const { hits } = await searchOk(alice, 'useDeferredValueはいつ使うべきですか？', [pack]);
    expect(hits[0]?.metadata.filename).toBe('react.md');
  });
});

describe('durable processing', () => {
  let durable: TestServer;
  useTestServer((started) => (durable = started));

  it('leaves a document whose worker died retryable, and unsearchable until it is ready', async () => {
    const [creator] = await durable.signedInBrowsers('creator');
    const pack = (await newPack(creator)).id;
    const { document } = await uploadOk(
      creator,
      pack,
      'notes.md',
      '# Notes\n\nCompost heaps need air and moisture.',
    );
    // A worker claims the job with a short lease, starts, and dies without a word.
    const job = await claimJob(durable.db, 'worker-that-dies', [INDEX_DOCUMENT_JOB], 300, new Date());
    expect(job).toBeDefined();
    await durable.db.update(documents).set({ status: 'processing' }).where(eq(documents.id, document.id));
    expect((await searchOk(creator, 'compost', [pack])).hits).toEqual([]);
    await durable.runJobs(); // the lease still holds: nothing to claim
    const [held] = await durable.db.select().from(documents).where(eq(documents.id, document.id));
    expect(held?.status).toBe('processing');

    await new Promise((resolve) => setTimeout(resolve, 400));
    await durable.runJobs();
    const res = await creator.fetch(`/api/packs/${pack}/documents`);
    const [doc] = ((await res.json()) as { documents: DocumentSummary[] }).documents;
    expect(doc?.status).toBe('ready');
    expect((await searchOk(creator, 'compost', [pack])).hits).toHaveLength(1);
    const [row] = await durable.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, job?.id ?? ''));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('many instances', () => {
  let first: TestServer;
  let second: TestServer;
  // The second is started after the first and closed before it.
  useTestServer((started) => (first = started), {
    jobs: 'background',
    worker: { concurrency: 3, pollMs: 50 },
  });
  useTestServer(
    (started) => (second = started),
    () => ({ shareDatabaseWith: first, jobs: 'background', worker: { pollMs: 50 } }),
  );

  it('process uploads on any instance, and a change on one is searched at once on the other', async () => {
    const onFirst = first.browser();
    await onFirst.signInAs('creator', `two-instances-${Date.now()}@example.test`);
    const onSecond = second.browser();
    await onSecond.signInAs('creator', onFirst.user?.email);
    const pack = (await newPack(onFirst)).id;
    await uploadOk(onFirst, pack, 'a.md', '# A\n\nLighthouses guide ships at night.');
    await waitForReady(onFirst, pack, 1);
    expect((await searchOk(onSecond, 'lighthouses', [pack])).hits).toHaveLength(1);

    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        uploadOk(onSecond, pack, `b-${i}.md`, `# B${i}\n\nHarbours ${i} shelter boats from storms.`),
      ),
    );
    await waitForReady(onFirst, pack, 7);
    await first.settle();
    expect((await searchOk(onFirst, 'harbours shelter', [pack], { k: 10 })).hits).toHaveLength(6);
    expect(await myPack(onFirst, pack)).toMatchObject({ fileCount: 7 });
  });
});

async function waitForReady(browser: TestBrowser, packId: string, count: number) {
  for (let i = 0; i < 200; i += 1) {
    const res = await browser.fetch(`/api/packs/${packId}/documents`);
    const { documents: docs } = (await res.json()) as { documents: DocumentSummary[] };
    if (docs.length >= count && docs.every((d) => d.status === 'ready')) return;
    if (docs.some((d) => d.status === 'failed')) throw new Error('a document failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('documents did not become ready');
}
