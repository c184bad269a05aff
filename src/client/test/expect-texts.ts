import { expect } from 'vitest';

/** Each of `texts` stands somewhere in `element` (a row, a card, a page): one line for what a test reads in one place. */
export function expectTexts(element: Element | null | undefined, ...texts: Array<string | RegExp>) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}
