import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { libraryItemFixture } from '../../test/library';
import { answerFixture, citationFixture, eventStreamResponse, sseEvent } from '../../test/answers';
import { axeViolations } from '../../test/axe';
import { expectLink } from '../../test/expectations';

const PACK = '50000000-0000-4000-8000-000000000009';

const item = libraryItemFixture({ packId: PACK });

const answer = answerFixture('Rest the dough for an hour [1]. Bake it on the moon.', {
  citations: [
    citationFixture({
      pack_id: PACK,
      pack_title: 'Bread Basics',
      heading_path: ['Dough', 'Resting'],
      highlights: [],
    }),
  ],
  support: {
    score: 0.5,
    sentences: [
      { start: 0, end: 31, citations: [1], supported: true, score: 1 },
      { start: 32, end: 52, citations: [1], supported: false, score: 0 },
    ],
  },
});

/** An answer stream the test writes to as the server would, event by event; it stays open until `end`. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => eventStreamResponse(body),
    send: (name: string, data: unknown) => controller.enqueue(encoder.encode(sseEvent(name, data))),
    end: () => controller.close(),
  };
}

/** The browser's part of Stop: aborting a fetch errors its body (the fake API answers without a signal). */
function abortableBodies() {
  const answer = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const res = await answer!(input, init);
    const signal = init?.signal;
    if (!signal || !res.body) return res;
    const reader = res.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      start: (c) =>
        signal.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError'))),
      pull: async (c) => {
        const { done, value } = await reader.read();
        if (done) c.close();
        else c.enqueue(value);
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  });
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

const conversation = () => screen.getByRole('list', { name: 'Questions and answers' });

describe('asking a pack in the browser', () => {
  it('streams the answer in, then shows it with its sources and which sentences the pack backs', async () => {
    const stream = openStream();
    const { api, user } = render(`/us/en/library/${PACK}/ask`, stream.response);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask Bread Basics' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveAttribute('maxlength', String(ANSWER_QUERY_MAX_LENGTH));
    expect(box).toHaveAccessibleDescription(
      `Enter to ask, Shift+Enter for a new line. Up to ${ANSWER_QUERY_MAX_LENGTH.toLocaleString('en')} characters.`,
    );

    await user.type(box, 'How long{Shift>}{Enter}{/Shift}does dough rest?{Enter}');
    expect(
      within(conversation()).getByText('How long does dough rest?', {
        normalizer: (s) => s.replace(/\s+/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await screen.findByText('Answering…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    stream.send('delta', { text: 'Rest the dough ' });
    expect(await within(conversation()).findByText('Rest the dough')).toBeInTheDocument();
    expect(screen.getByText('Answering…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(''); // nothing said while it streams

    stream.send('done', answer);
    stream.end();
    expect(await screen.findByRole('status')).toHaveTextContent('The answer is ready.');
    expect(screen.queryByText('Answering…')).not.toBeInTheDocument();
    const list = conversation();
    expect(list).toHaveTextContent('Excerpts from the pack');
    // Excerpts claim nothing of their own: the line says they are quotes (issue 49).
    expect(list).toHaveTextContent('Quoted word for word from the pack: 1 sentence');
    expect(list).toHaveTextContent('(not found in the cited passages)');
    const sources = within(list).getAllByRole('button', { name: 'Source 1: bread.pdf › Resting, page 3' });
    expect(sources.at(-1)).toHaveTextContent('bread.pdf › Restingp. 3');
    expect(api.callsTo('POST /api/answers')[0]?.body).toEqual({
      query: 'How long\ndoes dough rest?',
      pack_ids: [PACK],
      language: 'en',
    });
    expect(await axeViolations()).toEqual([]);

    await user.click(sources.at(-1)!);
    const source = screen.getByRole('dialog', { name: 'Source 1' });
    expect(source).toHaveTextContent('bread.pdf');
    expect(source).toHaveTextContent('Dough › Resting');
    expect(source).toHaveTextContent('Let the dough rest for an hour.');
  });

  it('stops an answer being written, and keeps this visit’s questions', async () => {
    const first = openStream();
    const second = openStream();
    const streams = [first, second];
    const { user } = render(`/us/en/library/${PACK}/ask`, () => streams.shift()!.response());
    abortableBodies();
    const box = await screen.findByRole('textbox', { name: 'Your question' });

    await user.type(box, 'First?{Enter}');
    first.send('delta', { text: 'Half an ans' });
    expect(await within(conversation()).findByText('Half an ans')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByRole('button', { name: 'Ask' })).toBeInTheDocument();
    expect(screen.queryByText('Half an ans')).not.toBeInTheDocument();
    expect(box).toHaveFocus();

    await user.type(box, 'Second?{Enter}');
    second.send('done', answer);
    second.end();
    expect(await screen.findByRole('status')).toHaveTextContent('The answer is ready.');
    expect(within(conversation()).getByText('First?')).toBeInTheDocument();
    expect(within(conversation()).getByText('Second?')).toBeInTheDocument();
  });

  it('says when the pack can no longer be read, with its sales page, and when to ask again (Japanese)', async () => {
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
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bread Basicsに質問する');
    const box = screen.getByRole('textbox', { name: '質問' });
    expect(screen.getByRole('button', { name: '質問する' })).toBeDisabled();
    await user.type(box, '質問1{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(/このパックは閲覧できなくなりました/);
    expectLink('販売ページを見る', '/jp/ja/pack/bread-basics');
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();

    await user.type(box, '質問2{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      '短時間にたくさん質問されました。30秒後にもう一度お試しください。',
    );
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
  });

  it('asks to wait after many questions, and offers to try again when an answer fails', async () => {
    const answers = [
      () =>
        new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '12' },
        }),
      () =>
        eventStreamResponse(sseEvent('error', { error: { code: 'unavailable', message: 'Upstream down' } })),
      () => eventStreamResponse(sseEvent('done', answer)),
    ];
    const { api, user } = render(`/us/en/library/${PACK}/ask`, () => answers.shift()!());
    const box = await screen.findByRole('textbox', { name: 'Your question' });

    await user.type(box, 'Why rest?{Enter}');
    expect(
      await within(conversation()).findByText(
        'You have asked a lot in a short time; try again in 12 seconds.',
      ),
    ).toBeInTheDocument();

    await user.type(box, 'Why knead?{Enter}');
    expect(await within(conversation()).findByText(/The question could not be answered/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The answer is ready.');
    expect(api.callsTo('POST /api/answers').map((call) => (call.body as { query: string }).query)).toEqual([
      'Why rest?',
      'Why knead?',
      'Why knead?',
    ]);
  });

  it('is reached from My Library', async () => {
    const { user } = render('/us/en/library', () => json({}));
    await user.click(await screen.findByRole('link', { name: 'Ask in your browser' }));
    // The ask page loads its own code: wait for its heading, not the library's still on screen.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask Bread Basics' })).toBeInTheDocument();
  });

  it('is for the packs in one’s library', async () => {
    render('/us/en/library/50000000-0000-4000-8000-00000000ffff/ask', () => json({}));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This pack is not in your library',
    );
    expectLink('Open My Library', '/us/en/library');
  });

  it('asks to sign in first', async () => {
    render(`/us/en/library/${PACK}/ask`, () => json({}), signedOut());
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Sign In Required');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
