/**
 * The interface languages, on their own: the paths (routes.ts) and everything about languages (languages.ts) both
 * build on them, so neither has to import the other both ways.
 */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
