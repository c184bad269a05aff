import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackPage } from '../../common/contracts/packs';
import type { PackSuggestions } from '../../common/contracts/studio';
import { PACK_DESCRIPTION_MAX_LENGTH } from '../../common/limits';
import { DEMO_CREATORS } from '../seed/demo-creators';
import { DEMO_PACKS } from '../seed/demo-packs';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * The extractive suggestions over the 22 demo packs' own documents, asked for by each pack's creator in the
 * studio: each pack's category is what its creator chose, read from what the documents are about (issue 24: a UX
 * research pack was offered "Software & App Development").
 */
let server: TestServer;
const creators = new Map<string, TestBrowser>();

async function suggestionsFor(
  slug: string,
  creatorKey: string,
): Promise<{ packId: string } & PackSuggestions> {
  let browser = creators.get(creatorKey);
  if (!browser) {
    browser = server.browser();
    await browser.signInAs('creator', DEMO_CREATORS.find((c) => c.key === creatorKey)?.email);
    creators.set(creatorKey, browser);
  }
  const page = (await (await server.fetch(`/api/packs/by-slug/${slug}`)).json()) as PackPage;
  const res = await browser.fetch(`/api/studio/packs/${page.pack.id}/suggestions`, { method: 'POST' });
  expect(res.status).toBe(200);
  return { packId: page.pack.id, ...((await res.json()) as { suggestions: PackSuggestions }).suggestions };
}

describe('suggestions for the demo packs, from their own documents', () => {
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    await server.runJobs();
  });
  afterAll(() => server.close());

  it.each(DEMO_PACKS.map((pack) => [pack.slug, pack] as const))(
    '%s: its own category first, a description of whole sentences, questions it answers',
    async (_slug, demo) => {
      const suggestions = await suggestionsFor(demo.slug, demo.creator);
      expect(suggestions.category).toBe(demo.category);
      expect(suggestions.description.length).toBeLessThanOrEqual(PACK_DESCRIPTION_MAX_LENGTH);
      expect(suggestions.description).toMatch(/[.!?。！？]$/u);
      expect(suggestions.sampleQuestions.length).toBeGreaterThanOrEqual(3);
      const browser = creators.get(demo.creator);
      for (const question of suggestions.sampleQuestions) {
        const res = await browser!.fetch('/api/answers', {
          method: 'POST',
          json: { query: question, pack_ids: [suggestions.packId] },
        });
        const answer = (await res.json()) as { coverage: { covered: boolean } };
        expect(answer.coverage.covered, question).toBe(true);
      }
    },
  );
});
