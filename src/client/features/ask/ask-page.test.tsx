import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnswerResponse } from '../../../common/contracts/answers';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';

const PACK = '50000000-0000-4000-8000-000000000009';

const item: LibraryItem = {
  packId: PACK,
  slug: 'bread-basics',
  title: 'Bread Basics',
  coverImage: '/c.svg',
  category: 'cooking-culinary-arts',
  language: 'en',
  creatorName: 'Aiko Sato',
  access: 'purchase',
  packStatus: 'published',
  edition: null,
  updateNote: null,
  acquiredAt: '2026-03-01T09:00:00.000Z',
  orderId: 'o1',
  refundableUntil: null,
};

const answer: AnswerResponse = {
  answer: 'Rest the dough for an hour [1].',
  mode: 'extractive',
  grounded: true,
  citations: [
    {
      number: 1,
      chunk_id: '00000000-0000-4000-8000-000000000001',
      document_id: '00000000-0000-4000-8000-000000000002',
      pack_id: PACK,
      pack_title: 'Bread Basics',
      filename: 'bread.md',
      page: null,
      heading_path: ['Resting'],
      quote: 'Let the dough rest for an hour.',
      highlights: [],
      injection_flags: [],
    },
  ],
  support: { score: 1, sentences: [{ start: 0, end: 31, citations: [1], supported: true, score: 1 }] },
  metadata: {
    model: null,
    input_tokens: 0,
    output_tokens: 0,
    latency_ms: 4,
    first_token_ms: 3,
    retrieved: 1,
    language: 'en',
  },
};

function stream(events: [string, unknown][]): Response {
  const text = events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function render(path: string, answers: () => Response, session = signedIn()) {
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    'GET /api/library': () => json({ items: [item] }),
    'POST /api/answers': answers,
  });
  renderApp(path);
  return { api, user: userEvent.setup() };
}

describe('asking a pack in the browser', () => {
  it('answers from the pack, with its citation, asked in the page’s language', async () => {
    const { api, user } = render(`/us/en/library/${PACK}/ask`, () =>
      stream([
        ['delta', { text: 'Rest the dough ' }],
        ['done', answer],
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask Bread Basics' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Your question' }),
      'How long does dough rest?{Enter}',
    );
    const conversation = screen.getByRole('list', { name: 'Questions and answers' });
    expect(await within(conversation).findByText(/bread\.md/)).toBeInTheDocument();
    expect(within(conversation).getByText('How long does dough rest?')).toBeInTheDocument();
    expect(screen.getByText('The answer is ready.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/answers')[0]?.body).toEqual({
      query: 'How long does dough rest?',
      pack_ids: [PACK],
      language: 'en',
    });
  });

  it('says when the pack can no longer be read, and when to ask again (Japanese)', async () => {
    let calls = 0;
    const { user } = render(`/jp/ja/library/${PACK}/ask`, () => {
      calls += 1;
      return calls === 1
        ? apiError(403, 'forbidden', 'You may not read pack')
        : new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '30' },
          });
    });
    const box = await screen.findByRole('textbox', { name: '質問' });
    await user.type(box, '質問1{Enter}');
    expect(await screen.findByText(/このパックは閲覧できなくなりました/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '販売ページを見る' })).toHaveAttribute(
      'href',
      '/jp/ja/pack/bread-basics',
    );
    await user.type(box, '質問2{Enter}');
    expect(await screen.findByText(/30/)).toBeInTheDocument();
  });

  it('is for the packs in one’s library, and for signed-in people', async () => {
    render('/us/en/library/50000000-0000-4000-8000-00000000ffff/ask', () => json({}));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This pack is not in your library',
    );
  });

  it('asks to sign in first', async () => {
    render(`/us/en/library/${PACK}/ask`, () => json({}), signedOut());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign In Required');
  });
});
