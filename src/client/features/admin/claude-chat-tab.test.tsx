import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnswerResponse, AnswerSettings } from '../../../common/contracts/answers';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { makeTestPack, renderConsoleAt } from './test-utils';
import { answerFixture, citationFixture, eventStreamResponse, sseEvent } from '../../test/answers';

const bread = makeTestPack({ title: 'Bread basics', fileCount: 1, totalChunks: 4 });
const EXTRACTIVE: AnswerSettings = {
  mode: 'extractive',
  models: ['claude-3-5-haiku-latest'],
  default_model: 'claude-3-5-haiku-latest',
};

function result(answer: string, overrides: Partial<AnswerResponse> = {}): AnswerResponse {
  const citation = citationFixture({
    pack_id: bread.id,
    pack_title: bread.title,
    filename: 'bread.md',
    page: null,
    heading_path: ['Resting'],
  });
  return answerFixture(answer, { citations: [citation], ...overrides });
}

/** A server-sent event stream, sent in the pieces given (a pause between them lets the page render). */
function eventStream(events: [name: string, data: unknown][], gate?: Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [index, [name, data]] of events.entries()) {
        if (index === events.length - 1 && gate) await gate;
        controller.enqueue(encoder.encode(sseEvent(name, data)));
      }
      controller.close();
    },
  });
  return eventStreamResponse(body);
}

function setup(answers: (body: unknown) => Response | Promise<Response>, settings = EXTRACTIVE) {
  const api = fakeApi({
    'GET /api/packs/mine': () => json({ packs: [bread] }),
    'GET /api/answers/settings': () => json(settings),
    'POST /api/answers': answers,
  });
  renderConsoleAt('/us/en/admin?tab=claude-chat');
  return { api, user: userEvent.setup() };
}

describe('Claude Chat Test tab', () => {
  it('streams the answer in, then shows it with its sources, labelled as excerpts', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const final = result('Let the dough rest for an hour. [1]');
    const { api, user } = setup(() =>
      eventStream(
        [
          ['delta', { text: 'Let the dough ' }],
          ['delta', { text: 'rest for an hour. [1]' }],
          ['done', final],
        ],
        gate,
      ),
    );
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    expect(screen.getByText(/No AI model is configured/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Question' });
    await user.type(box, 'How long should dough rest?{Enter}');

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('How long should dough rest?')).toBeInTheDocument();
    expect(await within(conversation).findByText('Let the dough rest for an hour. [1]')).toBeInTheDocument();
    release();
    expect(await within(conversation).findByText(/Excerpts from the pack/)).toBeInTheDocument();
    expect(
      within(conversation).getAllByRole('button', { name: 'Source 1: bread.md › Resting' }),
    ).toHaveLength(2);
    expect(box).toHaveValue('');
    expect(api.callsTo('POST /api/answers')[0]).toMatchObject({
      body: { query: 'How long should dough rest?', pack_ids: [bread.id], language: 'en' },
      csrf: 'token',
    });
  });

  it('needs a question and a pack, and sends nothing while an IME is composing', async () => {
    const { api, user } = setup(() => eventStream([['done', result('x [1]')]]));
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Enter a question and select at least one pack.');
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'dough');
    expect(send).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Bread basics/ }));
    expect(send).toBeDisabled();
    expect(api.callsTo('POST /api/answers')).toHaveLength(0);
  });

  it("shows a failure as the assistant's message, titled Chat Error, with the provider's words", async () => {
    const { user } = setup(() => apiError(503, 'unavailable', 'API Error: 500 - Internal server error'));
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'dough{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Chat Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('An error occurred: API Error: 500 - Internal server error');
  });

  it('reports an error event that ends a stream', async () => {
    const { user } = setup(() =>
      eventStream([
        ['delta', { text: 'Let the' }],
        [
          'error',
          {
            error: {
              code: 'unavailable',
              message: 'API Error: 504 - The AI model stopped answering for 30 s',
            },
          },
        ],
      ]),
    );
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'dough{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('API Error: 504');
  });
});

describe('Claude Chat Test tab in Japanese', () => {
  it('writes errors in Japanese as the spec does', async () => {
    fakeApi({
      'GET /api/packs/mine': () => json({ packs: [bread] }),
      'GET /api/answers/settings': () => json(EXTRACTIVE),
      'POST /api/answers': () => apiError(429, 'rate_limited', 'Too many requests'),
    });
    renderConsoleAt('/jp/ja/admin?tab=claude-chat');
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: /Bread basics/ });
    await user.type(screen.getByRole('textbox', { name: '質問' }), '生地{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^チャットエラーエラーが発生しました: /);
  });
});
