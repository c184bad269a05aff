import { describe, expect, it } from 'vitest';
import { QUESTION_REFUSALS, type PackQuestionsResponse } from '../../common/contracts/commerce';
import { QUESTION_MAX_LENGTH } from '../../common/limits';
import { call } from '../test/api-call';
import { createPack } from '../test/factories';
import type { TestBrowser } from '../test/test-browser';
import { useTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

const questions = async (browser: TestBrowser, packId: string) =>
  (await call(browser, 'GET', `/packs/${packId}/questions`)).body as unknown as PackQuestionsResponse;

describe('questions and the FAQ (spec 02 §2.5)', () => {
  useTestServer((started) => (server = started));

  it('anyone signed in asks; the creator answers; the answer joins the FAQ for everyone', async () => {
    const { browser: creator, user: me } = await server.signedIn('creator');
    const pack = await createPack(server.db, { creatorId: me.id });
    const { browser: asker } = await server.signedIn('user');
    const { browser: other } = await server.signedIn('user');

    const asked = await call(asker, 'POST', `/packs/${pack.id}/questions`, {
      question: 'Does it cover React 19?',
    });
    expect(asked.status).toBe(201);
    const id = asked.body.id as string;
    expect((await questions(asker, pack.id)).waiting.map((q) => [q.question, q.mine])).toEqual([
      ['Does it cover React 19?', true],
    ]);
    expect((await questions(other, pack.id)).waiting).toEqual([]);
    expect((await questions(server.browser(), pack.id)).faq).toEqual([]);
    expect((await questions(creator, pack.id)).viewer).toEqual({ canAsk: false, canAnswer: true });
    expect((await questions(creator, pack.id)).waiting).toHaveLength(1);

    const refused = await call(other, 'PUT', `/questions/${id}/answer`, { answer: 'Yes' });
    expect([refused.status, refused.body.error?.message]).toEqual([403, QUESTION_REFUSALS.notCreator]);
    expect(
      (await call(creator, 'PUT', `/questions/${id}/answer`, { answer: 'Yes: chapter 7.' })).status,
    ).toBe(200);
    const faq = (await questions(server.browser(), pack.id)).faq;
    expect(faq.map((q) => [q.question, q.answer, q.isCreatorAnswer])).toEqual([
      ['Does it cover React 19?', 'Yes: chapter 7.', true],
    ]);
  });

  it('refuses the creator asking their own pack, visitors, drafts and bad questions', async () => {
    const { browser: creator, user: me } = await server.signedIn('creator');
    const pack = await createPack(server.db, { creatorId: me.id });
    const own = await call(creator, 'POST', `/packs/${pack.id}/questions`, { question: 'Mine?' });
    expect([own.status, own.body.error?.message]).toEqual([403, QUESTION_REFUSALS.own]);
    expect(
      (await call(server.browser(), 'POST', `/packs/${pack.id}/questions`, { question: 'Hi?' })).status,
    ).toBe(401);
    const draft = await createPack(server.db, { status: 'draft' });
    const { browser: asker } = await server.signedIn('user');
    expect((await call(asker, 'POST', `/packs/${draft.id}/questions`, { question: 'Hi?' })).status).toBe(404);
    for (const question of ['  ', 'x'.repeat(QUESTION_MAX_LENGTH + 1)]) {
      expect((await call(asker, 'POST', `/packs/${pack.id}/questions`, { question })).status).toBe(400);
    }
  });
});
