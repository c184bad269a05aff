import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PackSuggestions, StudioPack } from '../../../common/contracts/studio';
import { apiError, fakeApi, json } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { signedIn } from '../../test/sessions';
import { studioPackFixture } from '../../test/studio';
import { expectLink } from '../../test/expectations';

const ID = '40000000-0000-4000-8000-000000000001';
const PACK = `/api/studio/packs/${ID}`;

function studioPack(overrides: Partial<StudioPack> = {}): StudioPack {
  return studioPackFixture({
    id: ID,
    slug: 'untitled-1a2b3c4d',
    title: 'Untitled',
    description: '',
    category: '',
    priceCents: 0,
    coverImage: `/media/covers/${ID}-0123456789abcdef.svg`,
    status: 'draft',
    corpusKey: 'pack_1741078800000_untitled',
    publishedAt: null,
    ...overrides,
  });
}

/** What a pack needs before it can be published. */
const READY: Partial<StudioPack> = {
  title: 'Bread',
  description: 'Everything about sourdough, from the starter to the oven, for home bakers.',
  category: 'cooking-culinary-arts',
  priceCents: 1999,
};

const SUGGESTIONS: PackSuggestions = {
  title: 'Sourdough Baking at Home',
  description: 'A sourdough loaf needs only flour, water and salt. The starter does the rest.',
  category: 'cooking-culinary-arts',
  sampleQuestions: ['What should I know about feeding the starter?'],
  source: 'extractive',
  basedOn: 1,
};

function renderDetails(path: string, handlers: Parameters<typeof fakeApi>[0]) {
  const session = signedIn({ user_role: 'creator' });
  const api = fakeApi({
    'GET /api/auth/session': () => json(session),
    [`GET ${PACK}/story`]: () => json({ story: null, headline: null, previewItems: [] }),
    ...handlers,
  });
  const rendered = renderApp(path);
  return { ...rendered, api, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the pack details page (spec 02 §2.2)', () => {
  it('suggests details drawn from the documents, and applies only what the creator picks', async () => {
    const { api, user } = renderDetails(`/us/en/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () => json({ pack: studioPack() }),
      [`POST ${PACK}/suggestions`]: () => json({ suggestions: SUGGESTIONS }),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Step 2 of 3: Pack Details');
    // A pack never described yet: suggestions are asked for at once.
    expect(
      await screen.findByText(/drew the details below from its headings and key terms/),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${PACK}/suggestions`)).toHaveLength(1);
    expect(field('Title').value).toBe('Untitled');

    await user.click(screen.getByRole('button', { name: 'Apply suggested Title' }));
    expect(field('Title').value).toBe('Sourdough Baking at Home');
    expect(field('Description').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Apply suggested Category' }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('cooking-culinary-arts');
    await user.click(screen.getByRole('button', { name: 'Apply suggested Sample questions' }));
    expect(field('Sample question 1').value).toBe('What should I know about feeding the starter?');
  });

  it('checks the form with the shared schema before sending, naming each field, in Japanese too', async () => {
    const { api, user } = renderDetails(`/jp/ja/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () =>
        json({
          pack: studioPack({
            category: 'learning-education',
            priceCents: 500,
            description: 'パン作りの基本。',
          }),
        }),
    });
    const price = await screen.findByRole('spinbutton', { name: '価格（USD）' });
    await user.clear(price);
    await user.type(price, '-3');
    await user.click(screen.getByRole('button', { name: '下書きとして保存' }));
    expect(await screen.findByText('価格にマイナスは指定できません。')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('強調表示された項目を確認してください。');
    expect(api.callsTo(`PUT ${PACK}`)).toHaveLength(0);
  });

  it('proposes the language the documents are in, says so, and warns when the creator picks another', async () => {
    const { user } = renderDetails(`/jp/ja/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () => json({ pack: studioPack({ language: 'en', documentsLanguage: 'ja' }) }),
    });
    const language = await screen.findByRole('combobox', { name: /言語/ });
    expect(language).toHaveValue('ja');
    expect(language).toHaveAccessibleDescription(/ドキュメントの言語（日本語）と同じです。/);
    await user.selectOptions(language, 'en');
    expect(language).toHaveAccessibleDescription(/ドキュメントの多くは日本語です。/);
  });

  it('keeps the language a described pack was saved with', async () => {
    renderDetails(`/us/en/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () =>
        json({ pack: studioPack({ ...READY, language: 'en', documentsLanguage: 'ja' }) }),
    });
    const language = await screen.findByRole('combobox', { name: /Language/ });
    expect(language).toHaveValue('en');
    expect(language).toHaveAccessibleDescription(/Most of your documents are in Japanese/);
  });

  it('saves a draft, and says so', async () => {
    const saved = studioPack({ title: 'Bread', category: 'cooking-culinary-arts', priceCents: 1999 });
    const { api, user } = renderDetails(`/us/en/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () =>
        json({ pack: studioPack({ category: 'learning-education', description: 'Bread at home.' }) }),
      [`PUT ${PACK}`]: () => json({ pack: saved }),
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Bread');
    const price = screen.getByRole('spinbutton', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '19.99');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Draft saved successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT ${PACK}`)[0]?.body).toMatchObject({
      title: 'Bread',
      category: 'learning-education',
      price: '19.99',
      discountPrice: '',
      language: 'en',
    });
  });

  it('publishes and goes to the success page; a refusal from the server names what is missing', async () => {
    const ready = studioPack({
      ...READY,
    });
    let refuse = true;
    const { router, user } = renderDetails(`/us/en/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () => json({ pack: ready }),
      [`POST ${PACK}/publish`]: () =>
        refuse
          ? apiError(
              400,
              'validation',
              'Upload at least one document and wait until it is ready before publishing',
              [
                {
                  path: ['documents'],
                  message: 'Upload at least one document and wait until it is ready before publishing',
                },
              ],
            )
          : json({ pack: { ...ready, status: 'published', publishedAt: '2025-03-05T09:00:00.000Z' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pack cannot be published yet:');
    expect(alert).toHaveTextContent(
      'Upload at least one document and wait until it is ready before publishing.',
    );

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/us/en/creator/success/${ID}`));
  });

  it('keeps a live pack live: Save Changes, and pause or resume with what it means for buyers', async () => {
    const live = studioPack({
      ...READY,
      status: 'published',
      publishedAt: '2025-03-05T09:00:00.000Z',
    });
    const { api, user } = renderDetails(`/us/en/creator/edit/${ID}`, {
      [`GET ${PACK}`]: () => json({ pack: live }),
      [`POST ${PACK}/pause`]: () => json({ pack: { ...live, status: 'paused' } }),
      [`POST ${PACK}/resume`]: () => json({ pack: live }),
    });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Pack status' });
    expect(panel).toHaveTextContent('people who bought it keep access');

    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    expect(await within(panel).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Paused: hidden from the marketplace and search for new buyers.');
    expect(api.callsTo(`POST ${PACK}/pause`)).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Resume' }));
    expect(await within(panel).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('sends a creator without a pack to the upload page first', async () => {
    renderDetails('/us/en/creator/edit/new', {});
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Create a pack first');
    expectLink('Go to the upload page', '/us/en/creator/upload');
  });
});
