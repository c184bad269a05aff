import { z } from 'zod';
import {
  ANSWER_K_DEFAULT,
  ANSWER_K_MAX,
  ANSWER_MAX_TOKENS_CHAT,
  ANSWER_MAX_TOKENS_LIMIT,
  ANSWER_QUERY_MAX_LENGTH,
  SYSTEM_PROMPT_MAX_LENGTH,
} from '../limits';
import { searchFiltersSchema, searchPackIdsSchema } from './engine';
import { writtenText } from './written-text';

/** Grounded answers (issue 8; spec 02 §5 chat rules, §7 vectara-query-claude, §9 chat constants). */
export const ANSWER_LANGUAGES = ['ja', 'en'] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];

export const answerQuerySchema = writtenText(
  'Query cannot be empty',
  ANSWER_QUERY_MAX_LENGTH,
  `A question is limited to ${ANSWER_QUERY_MAX_LENGTH} characters`,
);

/** What an answer is asked with, in the chat (below) and the spec's function (which has its own defaults). */
const answerFields = (defaults: { max_tokens: number; k: number }) => ({
  query: answerQuerySchema,
  pack_ids: searchPackIdsSchema,
  language: z.enum(ANSWER_LANGUAGES).default('ja'),
  model: z.string().trim().min(1).max(100).optional(),
  max_tokens: z.number().int().min(1).max(ANSWER_MAX_TOKENS_LIMIT).default(defaults.max_tokens),
  k: z.number().int().min(1).max(ANSWER_K_MAX).default(defaults.k),
  filters: searchFiltersSchema.default({}),
});

/** `POST /api/answers`. The model, when named, must be one the server is configured to offer. */
export const answerRequestSchema = z
  .object({
    ...answerFields({ max_tokens: ANSWER_MAX_TOKENS_CHAT, k: ANSWER_K_DEFAULT }),
    /** Server-sent events instead of one JSON answer (`Accept: text/event-stream` asks for the same). */
    stream: z.boolean().default(false),
  })
  .strict();
export type AnswerRequest = z.infer<typeof answerRequestSchema>;
export type AnswerRequestInput = z.input<typeof answerRequestSchema>;

const rangeSchema = z.object({ start: z.int(), end: z.int() });

export const answerCitationSchema = z.object({
  number: z.int().min(1).describe('The [n] the answer uses for this source'),
  chunk_id: z.uuid(),
  document_id: z.uuid(),
  pack_id: z.uuid(),
  pack_title: z.string(),
  filename: z.string(),
  page: z.int().nullable(),
  heading_path: z.array(z.string()),
  quote: z.string().describe('The passage as retrieved'),
  highlights: z.array(rangeSchema).describe('Ranges of `quote` that the citing sentences share with it'),
  injection_flags: z
    .array(z.string())
    .describe(
      'Why the indexing screen took the passage for instructions aimed at an assistant; empty if not',
    ),
});
export type AnswerCitation = z.infer<typeof answerCitationSchema>;

export const answerSentenceSchema = z.object({
  start: z.int().describe('Character offset of the sentence in `answer`'),
  end: z.int(),
  citations: z.array(z.int()),
  supported: z.boolean(),
  score: z.number().describe('0–1: how much of the sentence the cited passages contain'),
});
export type AnswerSentence = z.infer<typeof answerSentenceSchema>;

export const answerSupportSchema = z.object({
  score: z
    .number()
    .nullable()
    .describe('Share of cited sentences the cited passages support; null if none cite'),
  sentences: z.array(answerSentenceSchema).describe('Each sentence of the answer that carries a citation'),
});
export type AnswerSupport = z.infer<typeof answerSupportSchema>;

export const answerCoverageSchema = z.object({
  covered: z
    .boolean()
    .describe(
      'Whether the retrieved passages hold enough of the question to answer it; false: the answer says so',
    ),
  score: z.number().describe("0–1: the share of the question's subject terms the top passages contain"),
  missing: z
    .array(z.string())
    .describe(
      "The question's key words (a name, an acronym, a year) that no retrieved passage holds: the pack covers the topic, not the thing asked (a near miss)",
    ),
});
export type AnswerCoverage = z.infer<typeof answerCoverageSchema>;

export const ANSWER_MODES = ['model', 'extractive'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

export const answerMetadataSchema = z.object({
  model: z.string().nullable().describe('null in extractive mode'),
  input_tokens: z.int(),
  output_tokens: z.int(),
  latency_ms: z.number(),
  first_token_ms: z.number().nullable(),
  retrieved: z.int().describe('Passages retrieved and shown to the model'),
  language: z.enum(ANSWER_LANGUAGES),
  retrieval_query: z
    .string()
    .nullable()
    .describe(
      'The question as the packs were searched with it, when it was asked in another language than theirs and the model translated it; null: searched as asked',
    ),
});
export type AnswerMetadata = z.infer<typeof answerMetadataSchema>;

export const answerResponseSchema = z.object({
  answer: z.string().describe('Markdown; sources cited as [1], [2]…'),
  mode: z
    .enum(ANSWER_MODES)
    .describe('extractive: no AI model is configured, the answer is excerpts of the passages'),
  grounded: z
    .boolean()
    .describe('true when cited passages answer the question; false when the packs do not cover it'),
  coverage: answerCoverageSchema,
  citations: z.array(answerCitationSchema),
  support: answerSupportSchema,
  metadata: answerMetadataSchema,
});
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

/**
 * The streamed form (`text/event-stream`): `delta` events carry text as it is generated; `done` carries the whole
 * `AnswerResponse` (citations and support marks); `error` carries `{ error: { code, message } }` and ends it.
 */
export const ANSWER_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
export const answerDeltaSchema = z.object({ text: z.string() });

/** `GET /api/answers/settings`: what a caller may choose. */
export const answerSettingsSchema = z.object({
  mode: z.enum(ANSWER_MODES),
  models: z.array(z.string()),
  default_model: z.string().nullable(),
});
export type AnswerSettings = z.infer<typeof answerSettingsSchema>;

const systemPromptText = writtenText(
  'A system prompt cannot be empty',
  SYSTEM_PROMPT_MAX_LENGTH,
  `A system prompt is limited to ${SYSTEM_PROMPT_MAX_LENGTH} characters`,
);

/** `PUT /api/admin/system-prompts` (spec 02 §3: system prompt — en and ja texts). */
export const systemPromptsUpdateSchema = z.object({ en: systemPromptText, ja: systemPromptText }).strict();
export type SystemPromptsUpdate = z.infer<typeof systemPromptsUpdateSchema>;

export const systemPromptsSchema = z.object({
  en: z.string(),
  ja: z.string(),
  defaults: z.object({ en: z.string(), ja: z.string() }),
  updated_at: z.iso.datetime().nullable().describe('null while the defaults are in use'),
});
export type SystemPrompts = z.infer<typeof systemPromptsSchema>;

/** The spec's `vectara-query-claude` (02 §7): function defaults differ from the chat's (k 10, 1000 tokens). */
export const functionQueryClaudeSchema = z
  .object({
    ...answerFields({ max_tokens: 1000, k: 10 }),
    user_id: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
