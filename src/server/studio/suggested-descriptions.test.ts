import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackSuggestions } from '../../common/contracts/studio';
import { PACK_DESCRIPTION_MAX_LENGTH } from '../../common/limits';
import { newPack, uploadOk } from '../test/engine-helpers';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Issue 24: a UX research pack was offered "Software & App Development" and a description cut mid-sentence
 * ("…not with a prototype. test will inform."): a sentence wrapped over two lines came out as its last line.
 */
const UX_NOTES = [
  'Usability Testing Field Guide',
  '',
  'Run the first round of usability testing early, with a paper sketch and',
  'not with a prototype. Decide before each session what the',
  'test will inform: a design decision, a priority or a go/no-go call.',
  '',
  'Five participants per round find most problems, e.g. about 0.85 of them.',
  'Recruit from the real audience of the app, not from colleagues, and write',
  'each task as a goal for the user, never as instructions for the interface.',
  '',
  "Test the mobile app's sign-up and checkout screens. Ask the developers to",
  'join as observers: a bug they watch a user hit gets fixed faster than a bug',
  'in a report.',
  '',
  'Rate each usability problem by severity. Share the findings and the next',
  'design changes with the team within two days of the last session.',
].join('\n');

const SLEEP_NOTES = [
  '# 睡眠の基本',
  '',
  '睡眠は体と脳の回復に欠かせません。成人は一晩に7〜9時間の睡眠が',
  '推奨されています。寝る前の1時間は画面を見ないようにしましょう。',
  '',
  '## 寝室の環境',
  '',
  '寝室は暗く静かに保ち、室温は18〜20度が目安です。',
].join('\n');

let server: TestServer;

async function suggestionsFor(filename: string, content: string): Promise<PackSuggestions> {
  const creator = server.browser();
  await creator.signInAs('creator');
  const pack = await newPack(creator, 'Untitled');
  await uploadOk(creator, pack.id, filename, content);
  await server.runJobs();
  const res = await creator.fetch(`/api/studio/packs/${pack.id}/suggestions`, { method: 'POST' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { suggestions: PackSuggestions }).suggestions;
}

describe('suggested descriptions end on a sentence', () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the UX case: sentences wrapped over lines come out whole, and a usability pack about an app is a design pack', async () => {
    const suggestions = await suggestionsFor('usability-field-guide.txt', UX_NOTES);
    expect(suggestions.category).toBe('creative-arts-design');
    expect(suggestions.description).toBe(
      'Run the first round of usability testing early, with a paper sketch and not with a prototype. ' +
        'Decide before each session what the test will inform: a design decision, a priority or a go/no-go call. ' +
        'Five participants per round find most problems, e.g. about 0.85 of them.',
    );
    expect(suggestions.description).not.toMatch(/\. test will inform/);
  });

  it('in Japanese: whole sentences joined across lines, ending on 。', async () => {
    const suggestions = await suggestionsFor('suimin.md', SLEEP_NOTES);
    expect(suggestions.category).toBe('health-wellness');
    expect(suggestions.description).toBe(
      '睡眠は体と脳の回復に欠かせません。成人は一晩に7〜9時間の睡眠が推奨されています。' +
        '寝る前の1時間は画面を見ないようにしましょう。寝室は暗く静かに保ち、室温は18〜20度が目安です。',
    );
    expect(suggestions.description.length).toBeLessThanOrEqual(PACK_DESCRIPTION_MAX_LENGTH);
  });

  it('never takes a code block for description text', async () => {
    const guide = [
      '# Retrying requests',
      '',
      '```text',
      'Wait before retrying the request once more.',
      '',
      'Double the wait each time the request fails.',
      '```',
      '',
      'Retry a failed request with exponential backoff and jitter. Give up after five attempts and tell the user.',
    ].join('\n');
    const suggestions = await suggestionsFor('retries.md', guide);
    expect(suggestions.description).toBe(
      'Retry a failed request with exponential backoff and jitter. Give up after five attempts and tell the user.',
    );
  });

  it('a pack of lists without a full stop is described in a sentence of its own', async () => {
    const checklist =
      '# Packing for a Trek\n\n## Clothing\n\n- Rain shell\n- Wool layers\n\n## Kitchen\n\n- Stove\n- Fuel';
    const suggestions = await suggestionsFor('trek.md', checklist);
    expect(suggestions.description).toBe('Packing for a Trek: a pack on Clothing, Kitchen.');
  });
});
