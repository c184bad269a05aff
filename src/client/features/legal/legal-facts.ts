/** When the terms and the privacy policy last changed; change it with their text. */
export const LEGAL_UPDATED = '2026-11-26T00:00:00Z';
