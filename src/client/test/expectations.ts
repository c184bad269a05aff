import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Each of `texts` stands somewhere in `element` (a row, a card, a page): one line for what a test reads in one place. */
export function expectTexts(element: Element | null | undefined, ...texts: Array<string | RegExp>) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** The page has a link named `name` that goes to `href`. */
export function expectLink(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** The page is headed `name`, by its one h1 (a marketing page's outline starts there). */
export async function expectOnlyHeading(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}
