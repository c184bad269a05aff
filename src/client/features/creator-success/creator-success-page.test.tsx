import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioPack } from '../../../common/contracts/studio';
import { fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { studioPackFixture } from '../../test/studio';
import { expectLink } from '../../test/expectations';

const ID = '40000000-0000-4000-8000-000000000002';
const PACK = `/api/studio/packs/${ID}`;

function published(overrides: Partial<StudioPack> = {}): StudioPack {
  return studioPackFixture({
    id: ID,
    slug: 'sourdough-at-home',
    title: 'Sourdough at Home',
    description: 'Everything about sourdough, from the starter to the oven, for home bakers.',
    discountPriceCents: 1999,
    coverImage: `/media/covers/${ID}-0123456789abcdef.svg`,
    corpusKey: 'pack_1741078800000_sourdough',
    fileCount: 2,
    totalChunks: 12,
    documents: { queued: 0, processing: 0, ready: 2, failed: 0 },
    updatedAt: '2025-03-05T09:00:00.000Z',
    publishedAt: '2025-03-05T09:00:00.000Z',
    firstPublished: true,
    ...overrides,
  });
}

function renderSuccess(path: string, pack: () => Response) {
  fakeApi({
    // The account's name is not the one the pack is published under: the creator profile's is.
    'GET /api/auth/session': () => json(signedIn({ user_role: 'creator', full_name: 'Demo User' })),
    'GET /api/creator/profile': () =>
      json({ profile: { display_name: 'Aiko Sato', title: 'Baker', bio: '' } }),
    [`GET ${PACK}`]: pack,
  });
  renderApp(path);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
}

afterEach(() => vi.useRealTimers());

describe('the publish success page (spec 02 §2.3)', () => {
  it('congratulates on a first pack, shows its card and shares its address', async () => {
    const user = renderSuccess(`/us/en/creator/success/${ID}`, () => json({ pack: published() }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Published Successfully!');
    expect(
      screen.getByRole('heading', { name: 'Congratulations on your first knowledge pack!' }),
    ).toBeVisible();

    const card = screen.getByRole('article', { name: 'Sourdough at Home' });
    expect(await within(card).findByText('by Aiko Sato')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Demo User');
    expect(card).toHaveTextContent('List price: $29.99');
    expect(card).toHaveTextContent('Price: $19.99');

    const packUrl = `${window.location.origin}/us/en/pack/sourdough-at-home`;
    expect(screen.getByRole('textbox', { name: 'Link to your pack' })).toHaveValue(packUrl);
    expect(screen.getByRole('textbox', { name: 'Link to your pack' })).toHaveAttribute('readonly');

    const twitter = new URL(screen.getByRole('link', { name: /Share on Twitter/ }).getAttribute('href')!);
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toBe(packUrl);
    const linkedIn = new URL(screen.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href')!);
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedIn.searchParams.get('url')).toBe(packUrl);
    for (const name of [/Share on Twitter/, /Share on LinkedIn/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name })).toHaveAttribute('rel', 'noopener noreferrer');
    }

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(packUrl);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('points to the sales page, the dashboard and another pack, and tells the truth about search', async () => {
    renderSuccess(`/us/en/creator/success/${ID}`, () => json({ pack: published({ firstPublished: false }) }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Congratulations on your first knowledge pack!')).not.toBeInTheDocument();
    expectLink('View Sales Page', '/us/en/pack/sourdough-at-home');
    expectLink('Go to Dashboard', '/us/en/creator/dashboard');
    expectLink('Create Another Pack', '/us/en/creator/upload');
    expect(screen.getByText(/already in the marketplace and in search/)).toBeInTheDocument();
    expectLink("edit the pack's details", `/us/en/creator/edit/${ID}`);
  });

  it('speaks Japanese on a Japanese page, with the price in its currency', async () => {
    renderSuccess(`/jp/ja/creator/success/${ID}`, () =>
      json({ pack: published({ currency: 'JPY', priceCents: 300000, discountPriceCents: null }) }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('公開が完了しました！');
    expect(screen.getByRole('article', { name: 'Sourdough at Home' })).toHaveTextContent('￥3,000');
    expect(screen.getByRole('textbox', { name: 'パックへのリンク' })).toHaveValue(
      `${window.location.origin}/jp/ja/pack/sourdough-at-home`,
    );
    expectLink('別のパックを作成', '/jp/ja/creator/upload');
  });

  it('has nothing to share for a draft or a paused pack, and sends the creator to its details', async () => {
    renderSuccess(`/us/en/creator/success/${ID}`, () => json({ pack: published({ status: 'paused' }) }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('This pack is paused');
    expect(screen.queryByRole('textbox', { name: 'Link to your pack' })).not.toBeInTheDocument();
    expectLink("Go to the pack's details", `/us/en/creator/edit/${ID}`);
  });

  it('says so when the pack does not exist or is not the caller’s', async () => {
    renderSuccess(`/us/en/creator/success/${ID}`, () =>
      json({ error: { code: 'not_found', message: 'Pack not found' } }, 404),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Pack not found');
  });
});
