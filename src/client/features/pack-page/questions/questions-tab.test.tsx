import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackQuestionsResponse } from '../../../../common/contracts/commerce';
import { fakeApi, json } from '../../../test/fake-api';
import { packPageFixture } from '../../../test/pack-page-fixture';
import { renderApp } from '../../../test/render';
import { signedIn, signedOut } from '../../../test/sessions';

const PACK = '50000000-0000-4000-8000-000000000004';

const page = packPageFixture({ id: PACK });

const answered: PackQuestionsResponse['faq'][number] = {
  id: 'q1',
  question: 'Does it cover Japanese knives?',
  answer: 'Yes: chapter 4.',
  isCreatorAnswer: true,
  date: '2026-03-02T09:00:00.000Z',
  mine: false,
};

async function openTab(
  session: ReturnType<typeof signedIn>,
  answer: PackQuestionsResponse,
  extra = {},
  path = '/us/en/pack/knife-skills',
) {
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    'GET /api/packs/by-slug/knife-skills': () => json(page),
    [`GET /api/packs/${PACK}/questions`]: () => json(answer),
    ...extra,
  });
  renderApp(path);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Q&A' }));
  return { api, user };
}

describe('the Q&A tab', () => {
  it('shows the FAQ that opens and closes, marked as the creator’s answer', async () => {
    const { user } = await openTab(signedOut(), {
      faq: [answered],
      waiting: [],
      viewer: { canAsk: false, canAnswer: false },
    });
    // The tab's FAQ (the community showcase quotes it too).
    const panel = await screen.findByRole('tabpanel');
    const question = await within(panel).findByText('Does it cover Japanese knives?');
    expect(within(panel).getByText('Yes: chapter 4.')).not.toBeVisible();
    await user.click(question);
    expect(within(panel).getByText('Yes: chapter 4.')).toBeVisible();
    expect(within(panel).getByText('Creator answer')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in to ask a question' })).toBeInTheDocument();
  });

  it('lets a signed-in person ask, and the creator answer', async () => {
    const { api, user } = await openTab(
      signedIn(),
      {
        faq: [],
        waiting: [{ ...answered, answer: null, isCreatorAnswer: false, mine: true }],
        viewer: { canAsk: true, canAnswer: false },
      },
      { [`POST /api/packs/${PACK}/questions`]: () => json({ id: 'q2' }, 201) },
    );
    expect(
      await screen.findByRole('heading', { name: 'Your questions waiting for an answer' }),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Ask the creator a question' }),
      'Is there a glossary?',
    );
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(
      await screen.findByText('Your question was sent. Its answer will appear here.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST /api/packs/${PACK}/questions`)[0]?.body).toEqual({
      question: 'Is there a glossary?',
    });
  });

  it('gives the creator a form per waiting question, in Japanese', async () => {
    const { api, user } = await openTab(
      signedIn({ user_role: 'creator' }),
      {
        faq: [],
        waiting: [{ ...answered, answer: null, isCreatorAnswer: false }],
        viewer: { canAsk: false, canAnswer: true },
      },
      { 'PUT /api/questions/q1/answer': () => json({ saved: true }) },
      '/jp/ja/pack/knife-skills',
    );
    const waiting = await screen.findByRole('region', { name: '回答を待っている質問' });
    await user.type(within(waiting).getByRole('textbox', { name: 'あなたの回答' }), 'はい、4章です。');
    await user.click(within(waiting).getByRole('button', { name: '回答する' }));
    expect(api.callsTo('PUT /api/questions/q1/answer')[0]?.body).toEqual({ answer: 'はい、4章です。' });
  });
});
