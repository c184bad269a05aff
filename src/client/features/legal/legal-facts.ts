/** When the terms and the privacy policy last changed; change it with their text. */
export const LEGAL_UPDATED = '2026-11-23T00:00:00Z';

/** Where people write about their account, their data or these terms. */
export const CONTACT_EMAIL = 'support@kenja.example';
