import { z } from 'zod';

export const STORY_TITLE_MAX_LENGTH = 120;
export const STORY_PARAGRAPH_MAX_LENGTH = 1500;
export const STORY_PARAGRAPHS_MAX = 6;
export const STORY_QUOTE_MAX_LENGTH = 300;
export const STORY_STATS_MAX = 4;
export const HEADLINE_MAX_LENGTH = 100;

/**
 * The creator's story on a pack's sales page (spec 02 §3 Creator story: title, paragraphs, quote, stats), written
 * in the studio. Blank paragraphs and stats are dropped; a story with no title and no paragraph is no story.
 */
export const packStorySchema = z.object({
  title: z
    .string()
    .trim()
    .max(STORY_TITLE_MAX_LENGTH, `A title has at most ${STORY_TITLE_MAX_LENGTH} characters`),
  paragraphs: z
    .array(
      z
        .string()
        .trim()
        .max(STORY_PARAGRAPH_MAX_LENGTH, `A paragraph has at most ${STORY_PARAGRAPH_MAX_LENGTH} characters`),
    )
    .max(STORY_PARAGRAPHS_MAX, `At most ${STORY_PARAGRAPHS_MAX} paragraphs`)
    .transform((paragraphs) => paragraphs.filter(Boolean)),
  quote: z
    .string()
    .trim()
    .max(STORY_QUOTE_MAX_LENGTH, `A quote has at most ${STORY_QUOTE_MAX_LENGTH} characters`),
  stats: z
    .array(
      z.object({
        value: z.string().trim().max(20, 'A figure has at most 20 characters'),
        label: z.string().trim().max(60, 'A label has at most 60 characters'),
      }),
    )
    .max(STORY_STATS_MAX, `At most ${STORY_STATS_MAX} figures`)
    .transform((stats) => stats.filter((stat) => stat.value && stat.label)),
});
export type PackStory = z.infer<typeof packStorySchema>;

export const isToldStory = (story: PackStory | null | undefined): story is PackStory =>
  Boolean(story && (story.title || story.paragraphs.length > 0));

/** `PUT /api/studio/packs/:id/story`: the pack's story, and the creator's headline (shown on all their packs). */
export const storyBodySchema = z.object({
  story: packStorySchema,
  headline: z
    .string()
    .trim()
    .max(HEADLINE_MAX_LENGTH, `A headline has at most ${HEADLINE_MAX_LENGTH} characters`)
    .transform((headline) => headline || null),
});
export type StoryBody = z.input<typeof storyBodySchema>;

export const storyResponseSchema = z.object({
  story: packStorySchema.nullable(),
  headline: z.string().nullable(),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;
