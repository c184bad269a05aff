import { z } from 'zod';
import { APPLICATION_LIMITS } from './creator-applications';
import { writtenText } from './written-text';

export const STORY_TITLE_MAX_LENGTH = 120;
export const STORY_PARAGRAPH_MAX_LENGTH = 1500;
export const STORY_PARAGRAPHS_MAX = 6;
export const STORY_QUOTE_MAX_LENGTH = 300;
export const STORY_STATS_MAX = 4;
/** A creator's headline is their application's (and creator profile's) title: as long as one may be. */
export const HEADLINE_MAX_LENGTH = APPLICATION_LIMITS.title;

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

export const PREVIEW_TYPES = ['framework', 'prompt', 'case-study', 'template'] as const;
export const PREVIEW_ITEMS_MAX = 6;
export const PREVIEW_PREVIEW_MAX_LENGTH = 400;
export const PREVIEW_CONTENT_MAX_LENGTH = 4000;

/**
 * A sample of the pack the creator picks for its sales page (spec 02 §3 Preview item: id, type, title, preview,
 * content): everyone sees the preview; the content is for those who may read the pack.
 */
export const previewItemSchema = z.object({
  id: z.string().trim().min(1).max(40),
  type: z.enum(PREVIEW_TYPES, { error: 'Choose a framework, prompt, case study or template' }),
  title: z.string().trim().min(1, 'Give the sample a title').max(120, 'A title has at most 120 characters'),
  preview: writtenText(
    'Write the part everyone sees',
    PREVIEW_PREVIEW_MAX_LENGTH,
    `A preview has at most ${PREVIEW_PREVIEW_MAX_LENGTH} characters`,
  ),
  content: z
    .string()
    .trim()
    .max(PREVIEW_CONTENT_MAX_LENGTH, `The content has at most ${PREVIEW_CONTENT_MAX_LENGTH} characters`),
});
export type PreviewItem = z.infer<typeof previewItemSchema>;

/**
 * `PUT /api/studio/packs/:id/story`: what the sales page tells beyond the details — the story, the creator's headline
 * (shown on all their packs) and the preview items. (The note on a new edition is written where documents change:
 * `PUT /api/studio/packs/:id/edition-note`.)
 */
export const storyBodySchema = z.object({
  story: packStorySchema,
  previewItems: z
    .array(previewItemSchema)
    .max(PREVIEW_ITEMS_MAX, `At most ${PREVIEW_ITEMS_MAX} samples`)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Two samples share an id')
    .default([]),
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
  previewItems: z.array(previewItemSchema),
});
export type StoryResponse = z.infer<typeof storyResponseSchema>;
