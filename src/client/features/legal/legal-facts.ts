/** When the terms and the privacy policy last changed; change it with their text. */
export const LEGAL_UPDATED = '2026-11-26T00:00:00Z';

/**
 * Where people write about their account, their data or these terms: the operator's address, set on the server
 * (KENJA_CONTACT_EMAIL) and handed to the page in a <meta> tag. Undefined when the operator has not set one.
 */
export function contactEmail(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="kenja-contact"]')?.content || undefined;
}
