import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackPage } from '../../../common/contracts/packs';
import { axeViolations } from '../../test/axe';
import { fakeApi, json } from '../../test/fake-api';
import { packPageFixture } from '../../test/pack-page-fixture';
import { renderApp } from '../../test/render';
import { signedOut } from '../../test/sessions';

const SLUG = 'knife-skills';
const MEASURED: NonNullable<PackPage['quality']> = {
  edition: 3,
  measuredAt: '2026-03-01T09:00:00.000Z',
  questions: 50,
  answered: 46,
  offTopic: 10,
  refused: 9,
};

function renderPack(quality: PackPage['quality'], language: 'en' | 'ja' = 'en') {
  fakeApi({
    [`POST /api/packs/by-slug/${SLUG}/views`]: () => new Response(null, { status: 204 }),
    'GET /api/auth/session': () => json(signedOut()),
    [`GET /api/packs/by-slug/${SLUG}`]: () => json(packPageFixture({ slug: SLUG }, { quality })),
  });
  renderApp(language === 'en' ? `/us/en/pack/${SLUG}` : `/jp/ja/pack/${SLUG}`);
  return userEvent.setup();
}

describe('the sales page’s quality badge (issue 24)', () => {
  it('says how many test questions the pack answers with citations, and how that was measured', async () => {
    const user = renderPack(MEASURED);
    await screen.findByRole('heading', { level: 1 });
    const badge = screen.getByText('Answers 46 of 50 test questions with citations');
    expect(screen.queryByText(/Measured by Kenja/)).not.toBeVisible();

    await user.click(badge);
    expect(
      screen.getByText(
        'Measured by Kenja on this edition: questions drawn from the pack’s documents and the creator’s sample ' +
          'questions, answered by the search engine; off-topic questions refused: 9 of 10.',
      ),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('speaks Japanese on the Japanese page, and leaves out the off-topic figure when none were asked', async () => {
    const user = renderPack({ ...MEASURED, offTopic: 0, refused: 0 }, 'ja');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByText('テスト質問 50 問中 46 問に引用付きで回答'));
    expect(
      screen.getByText(
        'Kenjaがこの版で測定：パックの資料と作成者のサンプル質問から作ったテスト質問に、検索エンジンが回答しました。',
      ),
    ).toBeVisible();
  });

  it('shows nothing before a measurement', async () => {
    renderPack(null);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/test question/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Measured by Kenja/)).not.toBeInTheDocument();
  });

  it('shows nothing for a measurement without answerable questions', async () => {
    renderPack({ ...MEASURED, questions: 0, answered: 0 });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/test question/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Measured by Kenja/)).not.toBeInTheDocument();
  });
});
