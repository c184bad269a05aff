import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at';
import { packPageFixture } from '../../../test/pack-page-fixture';
import '../pack-page-route'; // registers the packPage namespace, as loading the route does
import { RelatedPacks } from './related-packs';

const sauces = packPageFixture({ id: 'p2', slug: 'sauces', title: 'Sauces', priceCents: 1999 }).pack;

const renderRelated = (path: string) => renderAt(path, <RelatedPacks packs={[sauces]} />);

describe('RelatedPacks', () => {
  it('keeps a price whole on its line: "$19.99" never breaks after "$19.9" in the narrow list', () => {
    renderRelated('/us/en/pack/knife-skills');
    const list = screen.getByRole('region', { name: 'You may also like' });
    expect(within(list).getByText('$19.99')).toHaveClass('whitespace-nowrap');
    expect(list).not.toHaveTextContent('円');
  });

  it('gives a Japanese reader the yen estimate beside the dollars, each figure whole (ADR 0043)', () => {
    renderRelated('/jp/ja/pack/knife-skills');
    const list = screen.getByRole('listitem');
    expect(within(list).getByText('$19.99')).toHaveClass('whitespace-nowrap');
    expect(within(list).getByText('（約2,999円）')).toHaveClass('whitespace-nowrap');
    expect(list).toHaveTextContent('$19.99（約2,999円）');
  });
});
