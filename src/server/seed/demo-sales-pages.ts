import data from './demo-sales-pages.json';

/**
 * What the demo creators and buyers did on the sales pages beyond buying and reviewing (demo-sales-pages.json): the
 * creators' bundles, the questions buyers asked and the creators answered (the FAQ), the creators' replies to some
 * reviews. Each in the pack's language, fictional like the people. Written by seed-sales-pages.ts through the
 * creators' own services.
 */

/** A creator's bundle of two of their packs, cheaper together. */
export interface DemoBundle {
  slugs: [string, string];
  title: string;
  description: string;
  priceCents: number;
}

export const DEMO_BUNDLES = data.bundles as DemoBundle[];
export const DEMO_QUESTIONS: Record<string, { question: string; answer: string }[]> = data.questions;
export const DEMO_REPLIES: Record<string, { review: number; text: string }> = data.replies;
