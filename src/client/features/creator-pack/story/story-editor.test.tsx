import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StudioPack } from '../../../../common/contracts/studio';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { signedIn } from '../../../test/sessions';

const ID = '40000000-0000-4000-8000-000000000002';

const pack = {
  id: ID,
  slug: 'knife-skills',
  title: 'Knife Skills',
  description: 'Grips, cuts and sharpening for home cooks who want to cut faster.',
  category: 'cooking-culinary-arts',
  language: 'en',
  currency: 'USD',
  priceCents: 2999,
  discountPriceCents: null,
  queryPriceCents: null,
  coverImage: '/c.svg',
  coverUploaded: false,
  sampleQuestions: [],
  status: 'published',
  corpusKey: 'pack_1_knife',
  fileCount: 1,
  totalChunks: 3,
  documents: { queued: 0, processing: 0, ready: 1, failed: 0 },
  createdAt: '2025-03-04T09:00:00.000Z',
  updatedAt: '2025-03-04T09:00:00.000Z',
  publishedAt: '2025-03-04T09:00:00.000Z',
  firstPublished: true,
} satisfies StudioPack;

describe('the story editor on the pack details page', () => {
  it('loads the story, saves paragraphs split on blank lines and the headline', async () => {
    const api = fakeApi({
      'GET /api/auth/session': () => json(signedIn({ user_role: 'creator' })),
      [`GET /api/studio/packs/${ID}`]: () => json({ pack }),
      [`GET /api/studio/packs/${ID}/story`]: () =>
        json({
          story: { title: 'Why', paragraphs: ['One.'], quote: '', stats: [] },
          headline: null,
          previewItems: [
            { id: 'a1', type: 'prompt', title: 'Honing prompt', preview: 'Ask it…', content: 'Full.' },
          ],
          updateNote: null,
        }),
      [`PUT /api/studio/packs/${ID}/story`]: (body) =>
        json({ ...(body as object), story: (body as { story: unknown }).story }),
    });
    const user = userEvent.setup();
    renderApp(`/jp/ja/creator/edit/${ID}`);
    const section = await screen.findByRole('region', { name: 'あなたのストーリー' });
    const story = await within(section).findByRole('textbox', { name: /^ストーリー$/ });
    expect(story).toHaveValue('One.');
    await user.type(within(section).getByRole('textbox', { name: /肩書き/ }), '京都の料理長');
    await user.type(story, '{Enter}{Enter}Two.');
    await user.type(within(section).getByRole('textbox', { name: '数字1：値' }), '20');
    await user.type(within(section).getByRole('textbox', { name: '数字1：項目名' }), '年の経験');
    await user.click(within(section).getByRole('button', { name: 'ストーリーを保存' }));
    expect(await within(section).findByText(/ストーリーを保存しました/)).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/studio/packs/${ID}/story`)[0]?.body).toEqual({
      headline: '京都の料理長',
      previewItems: [
        { id: 'a1', type: 'prompt', title: 'Honing prompt', preview: 'Ask it…', content: 'Full.' },
      ],
      updateNote: '',
      story: {
        title: 'Why',
        paragraphs: ['One.', 'Two.'],
        quote: '',
        stats: [
          { value: '20', label: '年の経験' },
          { value: '', label: '' },
          { value: '', label: '' },
          { value: '', label: '' },
        ],
      },
    });
  });
});
