import type { AnswerResponse } from '../../common/contracts/answers';
import { fixtureOf } from './fixture';

type Citation = AnswerResponse['citations'][number];

/** A cited passage: page 3 of bread.pdf in "Bread basics", about resting the dough. */
export const citationFixture = fixtureOf<Citation>({
  number: 1,
  chunk_id: '00000000-0000-4000-8000-000000000001',
  document_id: '00000000-0000-4000-8000-000000000002',
  pack_id: '00000000-0000-4000-8000-000000000003',
  pack_title: 'Bread basics',
  filename: 'bread.pdf',
  page: 3,
  heading_path: ['Bread', 'Resting'],
  quote: 'Let the dough rest for an hour.',
  highlights: [{ start: 8, end: 13 }],
  injection_flags: [],
});

/** An answer as the server sends it: extractive, citing one passage (citationFixture), wholly backed by it. */
export function answerFixture(answer: string, overrides: Partial<AnswerResponse> = {}): AnswerResponse {
  return {
    answer,
    mode: 'extractive',
    grounded: true,
    coverage: { covered: true, score: 1, missing: [] },
    citations: [citationFixture()],
    support: {
      score: 1,
      sentences: [{ start: 0, end: answer.length, citations: [1], supported: true, score: 1 }],
    },
    metadata: {
      model: null,
      input_tokens: 0,
      output_tokens: 0,
      latency_ms: 4,
      first_token_ms: 3,
      retrieved: 1,
      language: 'en',
      retrieval_query: null,
    },
    ...overrides,
  };
}

/** One server-sent event, as it travels. */
export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** An answer's event stream, as the server answers it. */
export const eventStreamResponse = (body: BodyInit) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
