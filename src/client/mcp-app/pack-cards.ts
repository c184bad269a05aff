import type { PackCardView } from '../../common/contracts/mcp-cards';
import type { Language } from '../../common/languages';
import { el } from './dom';
import { date, money, rating } from './format';
import { say } from './strings';

/** What a card's button does: asks the host to open Kenja's page in the person's browser. */
export type OpenPage = (url: string) => Promise<boolean>;

function priceLine(pack: PackCardView, language: Language): string {
  if (pack.price_cents === null) return say(language, 'packs.notForSale');
  const list = money(pack.price_cents, pack.currency, language);
  if (pack.discount_price_cents === null) return list;
  return say(language, 'packs.sale', {
    price: money(pack.discount_price_cents, pack.currency, language),
    list,
  });
}

function ratingLine(pack: PackCardView, language: Language): string {
  if (pack.rating === null) return say(language, 'packs.noRating');
  const vars = { rating: rating(pack.rating, language), count: pack.review_count };
  return say(language, pack.review_count === 1 ? 'packs.ratingOne' : 'packs.rating', vars);
}

function heldLine(pack: PackCardView, language: Language): string {
  return say(language, `packs.held.${pack.held}`, { count: pack.queries_left ?? 0 });
}

function card(pack: PackCardView, language: Language, open: OpenPage): HTMLElement {
  const titleId = `pack-${pack.id}`;
  const page = pack.pages?.[language] ?? null;
  const status = el('p', { class: 'status', role: 'status' });
  const action = say(language, pack.held === 'none' ? 'packs.open.none' : 'packs.open.owned');
  const button = page
    ? el(
        'button',
        { type: 'button', 'aria-label': say(language, 'packs.openLabel', { action, title: pack.title }) },
        action,
      )
    : null;
  button?.addEventListener('click', () => {
    void open(page as string).then((opened) => {
      status.textContent = opened
        ? say(language, 'packs.opened')
        : say(language, 'packs.notOpened', { url: page as string });
    });
  });
  return el(
    'li',
    {},
    el(
      'article',
      { class: 'pack', 'aria-labelledby': titleId },
      pack.cover_url
        ? el('img', { class: 'cover', src: pack.cover_url, alt: '', width: '72', height: '96' })
        : null,
      el(
        'div',
        { class: 'body' },
        el('h2', { id: titleId }, pack.title),
        pack.creator
          ? el('p', { class: 'muted' }, say(language, 'packs.by', { creator: pack.creator }))
          : null,
        el('p', { class: 'muted' }, ratingLine(pack, language)),
        el(
          'p',
          { class: 'muted' },
          pack.edition
            ? say(language, 'packs.edition', { date: date(pack.edition, language) })
            : say(language, 'packs.noEdition'),
        ),
        el('p', { class: 'price' }, priceLine(pack, language)),
        el('p', { class: `held held-${pack.held}` }, heldLine(pack, language)),
        button,
        status,
      ),
    ),
  );
}

/** The packs of a list_packs or find_packs result, one card each. */
export function packCards(packs: readonly PackCardView[], language: Language, open: OpenPage): HTMLElement {
  const heading = el('h1', { id: 'packs-heading' }, say(language, 'packs.label'));
  if (packs.length === 0)
    return el('section', {}, heading, el('p', { class: 'muted' }, say(language, 'packs.empty')));
  return el(
    'section',
    { 'aria-labelledby': 'packs-heading' },
    heading,
    el('ul', { class: 'packs' }, ...packs.map((pack) => card(pack, language, open))),
  );
}
