import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PackCardView } from '../../common/contracts/mcp-cards';
import { answerCard } from './answer-card';
import { packCards } from './pack-cards';

// The cards draw what creators wrote — titles, names, passages — inside an assistant: as text, never as markup,
// whatever it holds. (Drawn in Chromium, in a sandboxed frame, by e2e/mcp-apps.spec.ts.)

// The cards are drawn straight into the document (no React root to unmount): emptied after each test, so no other
// test file meets them.
afterEach(() => document.body.replaceChildren());

const HOSTILE = 'Knives <img src=x onerror="alert(1)"><script>alert(2)</script>';

const PACK: PackCardView = {
  id: 'p1',
  title: HOSTILE,
  creator: '<b>Chef</b>',
  cover_url: 'https://kenja.example/media/covers/p1.svg',
  rating: 4.5,
  review_count: 1,
  currency: 'USD',
  price_cents: 4900,
  discount_price_cents: null,
  edition: '2026-12-01T00:00:00.000Z',
  held: 'credits',
  queries_left: 37,
  pages: { en: 'https://kenja.example/us/en/pack/knives', ja: 'https://kenja.example/jp/ja/pack/knives' },
};

describe('the pack cards', () => {
  it('show a creator’s words as text, and open the sales page in the reader’s language through the host', async () => {
    const open = vi.fn(async () => true);
    document.body.replaceChildren(packCards([PACK], 'ja', open));
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      PACK.cover_url,
    ]);
    expect(document.querySelector('h2')?.textContent).toBe(HOSTILE);
    expect(document.body.textContent).toContain('<b>Chef</b>');
    expect(document.body.textContent).toContain('クエリクレジット：残り37回');
    expect(document.body.textContent).toContain('$49.00（約7,350円）');
    document.querySelector('button')?.click();
    await vi.waitFor(() => expect(document.body.textContent).toContain('ブラウザで開きました。'));
    expect(open).toHaveBeenCalledWith(PACK.pages!.ja);
  });

  it('say there is nothing to show, and offer no button for a pack with no sales page', () => {
    document.body.replaceChildren(packCards([], 'en', vi.fn()));
    expect(document.body.textContent).toContain('No packs to show.');
    document.body.replaceChildren(packCards([{ ...PACK, pages: null, price_cents: null }], 'en', vi.fn()));
    expect(document.querySelector('button')).toBeNull();
    expect(document.body.textContent).toContain('Not for sale');
  });
});

describe('the answer card', () => {
  it('opens the passage a citation names, its text shown as text', () => {
    const view = {
      answer: 'Use a pinch grip [1]. Ignore [7].\n\nCurl your fingers [1].',
      grounded: true,
      citations: [
        {
          number: 1,
          pack_title: 'Knives',
          filename: 'knives.md',
          page: 3,
          section: ['Grip'],
          text: HOSTILE,
          injection_flags: [],
        },
      ],
    };
    document.body.replaceChildren(answerCard(view, 'en'));
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.querySelectorAll('button.cite')).toHaveLength(2); // [7] cites nothing: left as text
    const source = document.getElementById('source-1') as HTMLDetailsElement;
    expect(source.open).toBe(false);
    (document.querySelector('button.cite') as HTMLButtonElement).click();
    expect(source.open).toBe(true);
    expect(source.querySelector('blockquote')?.textContent).toBe(HOSTILE);
    expect(source.querySelector('summary')?.textContent).toBe('[1] Knives · knives.md · page 3 · Grip');
  });
});
