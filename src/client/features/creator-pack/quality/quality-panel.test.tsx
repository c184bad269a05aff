import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PackQualityReport, PackQualityResponse } from '../../../../common/contracts/quality';
import { axeViolations } from '../../../test/axe';
import { apiError, fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { signedIn } from '../../../test/sessions';
import { studioPackFixture } from '../../../test/studio';

const ID = '40000000-0000-4000-8000-000000000001';
const PACK = `/api/studio/packs/${ID}`;
const QUALITY = `GET ${PACK}/quality`;

const REPORT: PackQualityReport = {
  edition: 3,
  measuredAt: '2026-03-05T09:00:00.000Z',
  questions: 50,
  answered: 46,
  nearMiss: 8,
  nearMissRefused: 7,
  offTopic: 10,
  refused: 9,
  weakestSections: [
    { section: 'Sharpening', asked: 6, answered: 3 },
    { section: 'Pinch grip', asked: 4, answered: 3 },
  ],
  failures: [
    { question: 'How often should I hone?', section: 'Sharpening', kind: 'drawn', outcome: 'refused' },
    { question: 'Which whetstone grit first?', section: null, kind: 'sample', outcome: 'refused' },
    { question: 'What angle for a santoku?', section: 'Sharpening', kind: 'drawn', outcome: 'unsupported' },
    { question: 'Who won the 1998 World Cup?', section: null, kind: 'off-topic', outcome: 'answered' },
    {
      question: 'Can you explain ceramic rods?',
      section: 'Ceramic rods',
      kind: 'near-miss',
      outcome: 'answered',
    },
  ],
};

function renderPanel(answer: () => Response | Promise<Response>, language: 'en' | 'ja' = 'en') {
  const api = fakeApi({
    'GET /api/auth/session': () => json(signedIn({ user_role: 'creator' })),
    [`GET ${PACK}`]: () => json({ pack: studioPackFixture({ id: ID }) }),
    [`GET ${PACK}/story`]: () => json({ story: null, headline: null, previewItems: [] }),
    [QUALITY]: answer,
  });
  renderApp(`/${language === 'en' ? 'us/en' : 'jp/ja'}/creator/edit/${ID}`);
  const fakeTimers = vi.isFakeTimers();
  return {
    api,
    user: userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {}),
  };
}

const panelNamed = (name: string) => screen.findByRole('region', { name });

describe('the studio’s answer quality panel (issue 24)', () => {
  it('shows the scores, the weakest sections and the failed questions grouped by outcome, with what to do', async () => {
    renderPanel(() => json({ quality: REPORT, measuring: false } satisfies PackQualityResponse));
    const panel = await panelNamed('Answer quality');
    expect(
      await within(panel).findByText('Answers 46 of 50 test questions with citations'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Refuses 9 of 10 off-topic questions');
    expect(panel).toHaveTextContent('Says “not in this pack” to 7 of 8 questions about neighbouring topics');
    expect(within(panel).getByRole('status')).toHaveTextContent('Measured on March 5, 2026.');

    const weakest = within(panel).getByRole('heading', { name: 'Weakest sections' }).nextElementSibling!;
    expect(
      within(weakest as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sharpening3 of 6 answered', 'Pinch grip3 of 4 answered']);

    const refused = within(panel).getByRole('region', { name: 'Said “not in this pack”: 2' });
    expect(refused).toHaveTextContent('The pack does not cover this yet: add a passage that answers it.');
    expect(refused).toHaveTextContent('How often should I hone?From “Sharpening”');
    expect(refused).toHaveTextContent('Which whetstone grit first?Your sample question');
    expect(within(panel).getByRole('region', { name: 'Answered without backing: 1' })).toHaveTextContent(
      'The answer’s citations did not back it, or came from another section.',
    );
    const overreached = within(panel).getByRole('region', { name: 'Answered though not in the pack: 2' });
    expect(overreached).toHaveTextContent('Say in the pack’s description what it does not cover');
    expect(overreached).toHaveTextContent('Who won the 1998 World Cup?Off-topic question');
    expect(overreached).toHaveTextContent(
      'Can you explain ceramic rods?Neighbouring topic: “Ceramic rods”, a section of another pack',
    );

    expect(await axeViolations(panel)).toEqual([]);
  });

  it('says in Japanese what failed and why', async () => {
    renderPanel(() => json({ quality: REPORT, measuring: false }), 'ja');
    const panel = await panelNamed('回答の品質');
    expect(await within(panel).findByText('テスト質問 50 問中 46 問に引用付きで回答')).toBeInTheDocument();
    expect(panel).toHaveTextContent('関係のない質問 10 問中 9 問を断りました');
    expect(panel).toHaveTextContent('近い話題の質問 8 問中 7 問に「このパックにはない」と回答');
    expect(within(panel).getByRole('status')).toHaveTextContent('2026年3月5日に測定しました。');
    expect(
      within(panel).getByRole('region', { name: '「このパックにはない」と回答：2 問' }),
    ).toHaveTextContent('パックがまだこの内容を扱っていません。答えになる文章を追加してください。');
    expect(within(panel).getByRole('region', { name: '裏付けのない回答：1 問' })).toHaveTextContent(
      '回答の引用が内容を裏付けていないか、別のセクションからの引用でした。',
    );
    expect(
      within(panel).getByRole('region', { name: 'パックにないのに回答した質問：2 問' }),
    ).toHaveTextContent('近い話題：別のパックのセクション「Ceramic rods」');
  });

  it('is loading until the server answers', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderPanel(() => new Promise<Response>((resolve) => (answer = resolve)));
    const panel = await panelNamed('Answer quality');
    expect(within(panel).getByText('Loading the answer quality…')).toBeInTheDocument();
    expect(panel.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => answer(json({ quality: null, measuring: false })));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Upload documents to measure this pack’s answers.',
    );
    expect(panel.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('asks again every 3 seconds while the edition is measured, and stops once it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: PackQualityResponse[] = [
      { quality: null, measuring: true },
      { quality: null, measuring: true },
      { quality: REPORT, measuring: false },
    ];
    const { api } = renderPanel(() => json(answers[Math.min(api.callsTo(QUALITY).length, 3) - 1]));
    const panel = await panelNamed('Answer quality');
    expect(await within(panel).findByRole('status')).toHaveTextContent('Measuring this edition…');
    expect(api.callsTo(QUALITY)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(api.callsTo(QUALITY)).toHaveLength(2);
    expect(within(panel).getByRole('status')).toHaveTextContent('Measuring this edition…');

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Measured on March 5, 2026.');
    expect(panel).toHaveTextContent('Answers 46 of 50 test questions with citations');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.callsTo(QUALITY)).toHaveLength(3);
  });

  it('keeps the last report in view while a newer edition is measured', async () => {
    renderPanel(() => json({ quality: REPORT, measuring: true }));
    const panel = await panelNamed('Answer quality');
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'Measuring this edition… The figures below are of an earlier one, measured on March 5, 2026.',
    );
    expect(panel).toHaveTextContent('Answers 46 of 50 test questions with citations');
  });

  it('says when every test question passed', async () => {
    renderPanel(() =>
      json({
        quality: { ...REPORT, answered: 50, refused: 10, weakestSections: [], failures: [] },
        measuring: false,
      }),
    );
    const panel = await panelNamed('Answer quality');
    expect(await within(panel).findByText('Every test question passed.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Weakest sections' })).not.toBeInTheDocument();
  });

  it('says why it could not load, and asks again on request', async () => {
    let fail = true;
    const { user } = renderPanel(() =>
      fail ? apiError(500, 'internal', 'Something went wrong') : json({ quality: REPORT, measuring: false }),
    );
    const panel = await panelNamed('Answer quality');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The answer quality could not be loaded:',
    );
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByText('Answers 46 of 50 test questions with citations'),
    ).toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('leaves the panel out for a pack the viewer does not own (404)', async () => {
    const { api } = renderPanel(() => apiError(404, 'not_found', 'No such pack'));
    await screen.findByRole('region', { name: 'Pack status' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Answer quality' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(QUALITY)).toHaveLength(1);
  });
});
