/**
 * Building the card's DOM. Every text — a pack's title, a creator's name, a passage — is set as text, never parsed
 * as markup: what a creator wrote cannot add elements, scripts or links to the card.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}
