import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { signedIn } from '../../../test/sessions';
import { studioPackFixture } from '../../../test/studio';

const ID = '40000000-0000-4000-8000-000000000002';

const pack = studioPackFixture({ id: ID, firstPublished: true });

const STORY = {
  story: { title: 'Why', paragraphs: ['One.'], quote: '', stats: [] },
  headline: null,
  previewItems: [{ id: 'a1', type: 'prompt', title: 'Honing prompt', preview: 'Ask it…', content: 'Full.' }],
};

function studioApi() {
  return fakeApi({
    'GET /api/auth/session': () => json(signedIn({ user_role: 'creator' })),
    [`GET /api/studio/packs/${ID}`]: () => json({ pack }),
    [`GET /api/studio/packs/${ID}/story`]: () => json(STORY),
    [`PUT /api/studio/packs/${ID}`]: () => json({ pack }),
  });
}

/** The English editor of the pack, once its story section is there. */
async function openStory() {
  studioApi();
  const user = userEvent.setup();
  const { router } = renderApp(`/us/en/creator/edit/${ID}`);
  const section = await screen.findByRole('region', { name: 'Your story' });
  return { user, router, section };
}

describe('the story on the pack details page', () => {
  it('is saved with the details by the one Save Changes: paragraphs split on blank lines, the headline', async () => {
    const api = studioApi();
    const user = userEvent.setup();
    renderApp(`/jp/ja/creator/edit/${ID}`);
    const section = await screen.findByRole('region', { name: 'あなたのストーリー' });
    const story = await within(section).findByRole('textbox', { name: /^ストーリー$/ });
    expect(story).toHaveValue('One.');
    await user.type(within(section).getByRole('textbox', { name: /肩書き/ }), '京都の料理長');
    await user.type(story, '{Enter}{Enter}Two.');
    await user.type(within(section).getByRole('textbox', { name: '数字1：値' }), '20');
    await user.type(within(section).getByRole('textbox', { name: '数字1：項目名' }), '年の経験');
    await user.click(screen.getByRole('button', { name: '変更を保存' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/studio/packs/${ID}`)).toHaveLength(1));
    expect((api.callsTo(`PUT /api/studio/packs/${ID}`)[0]?.body as { salesPage: unknown }).salesPage).toEqual(
      {
        headline: '京都の料理長',
        previewItems: STORY.previewItems,
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
      },
    );
    expect(screen.queryByRole('button', { name: /ストーリーを保存/ })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits: stay keeps them, leave goes', async () => {
    const { user, router, section } = await openStory();
    await user.type(await within(section).findByRole('textbox', { name: 'Story title' }), ' I made it');
    await act(() => router.navigate('/us/en/creator/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/us/en/creator/edit/${ID}`);
    expect(within(section).getByRole('textbox', { name: 'Story title' })).toHaveValue('Why I made it');
    await act(() => router.navigate('/us/en/creator/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/creator/dashboard'));
  });

  it('lets the page go without asking once everything is saved', async () => {
    const { user, router, section } = await openStory();
    await user.type(await within(section).findByRole('textbox', { name: 'Story title' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes saved. Your pack stays live.')).toBeInTheDocument();
    await act(() => router.navigate('/us/en/creator/dashboard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/us/en/creator/dashboard'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
