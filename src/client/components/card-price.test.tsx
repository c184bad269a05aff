import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../test/axe';
import { renderAt as renderPage } from '../test/render-at';
import '../features/marketplace/home-page'; // registers the home namespace, as loading the home route does
import { CardPrice } from './card-price';
import { Money } from './money';

/** A component on a page at `path`, inside the page's main landmark (axe wants content in one). */
const renderAt = (path: string, element: React.ReactNode) => renderPage(path, <main>{element}</main>);

const discounted = { priceCents: 4999, discountPriceCents: 2999, currency: 'USD' };

/** The figures drawn whole: each a span that never wraps inside ("$19.9 / 9" was seen at 375 px). */
function unbroken(text: string) {
  const element = screen.getByText(text);
  expect(element).toHaveClass('whitespace-nowrap');
  return element;
}

// ADR 0043: a pack card shows the price charged; in Japanese its yen estimate too, on a line of its own.
describe('CardPrice', () => {
  it('shows dollars alone in English', () => {
    renderAt('/us/en', <CardPrice pack={discounted} namespace="home" />);
    expect(unbroken('$29.99').closest('s')).toBeNull();
    expect(unbroken('$49.99').closest('s')).not.toBeNull();
    expect(document.body).not.toHaveTextContent(/¥|円/);
  });

  it('shows the dollars charged and the yen estimate of the price paid in Japanese', async () => {
    renderAt('/jp/ja', <CardPrice pack={discounted} namespace="home" />);
    const price = unbroken('$29.99');
    const estimate = unbroken('約4,499円');
    expect(estimate).toHaveClass('block'); // its own line: the card's price line has no room for both
    expect(price.parentElement).toContainElement(estimate);
    expect(price.parentElement).toHaveTextContent('価格: $29.99約4,499円');
    // The list price struck through stays in the currency charged; the price paid carries the estimate.
    expect(unbroken('$49.99').closest('s')).not.toHaveTextContent('円');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a yen pack in yen alone, with no estimate', () => {
    renderAt(
      '/jp/ja',
      <CardPrice
        pack={{ priceCents: 300_000, discountPriceCents: null, currency: 'JPY' }}
        namespace="home"
      />,
    );
    unbroken('￥3,000');
    expect(document.body).not.toHaveTextContent('約');
  });
});

describe('Money', () => {
  it('sets the estimate beside the amount, each figure whole, and a sign on the amount’s line', () => {
    renderAt(
      '/jp/ja',
      <p data-testid="line">
        <Money cents={500} currency="USD" sign="−" />
      </p>,
    );
    unbroken('−$5.00');
    unbroken('（約750円）');
    expect(screen.getByTestId('line')).toHaveTextContent(/^−\$5\.00（約750円）$/);
  });

  it('writes nothing but the amount in English', () => {
    renderAt(
      '/us/en',
      <p data-testid="line">
        <Money cents={500} currency="USD" stacked />
      </p>,
    );
    expect(screen.getByTestId('line')).toHaveTextContent(/^\$5\.00$/);
  });
});
