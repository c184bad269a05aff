import { z } from 'zod';
import {
  packDescriptionText,
  packKindField,
  packNameText,
  passageIdSchema,
  passageMetadataSchema,
  passageTextSchema,
  searchRequestSchema,
} from './engine';
import { idSchema } from './ids';

/**
 * The spec's serverless function contracts (02 §7), kept so clients written for them work. Each body carries the
 * caller's id as the spec sends it; it must be the signed-in caller's own (it is checked, never trusted).
 */
const userIdField = z.string().trim().min(1).max(100).optional();
const requestIdField = z.string().trim().min(1).max(100).optional();
const corpusKeyField = z.string().trim().min(1).max(200);

export const functionSearchSchema = searchRequestSchema.extend({
  user_id: userIdField,
  request_id: requestIdField,
});

export const functionDocsDeleteSchema = z
  .object({
    corpusKey: corpusKeyField,
    documentIds: z.array(idSchema).min(1).max(500),
    userId: userIdField,
    requestId: requestIdField,
  })
  .strict();

export const functionPackDeleteSchema = z
  .object({ corpusKey: corpusKeyField, userId: userIdField, requestId: requestIdField })
  .strict();

export const functionEmbedSchema = z
  .object({
    text: passageTextSchema,
    packId: idSchema,
    chunkId: passageIdSchema,
    metadata: passageMetadataSchema,
    userId: userIdField,
  })
  .strict();

export const functionPacksCreateSchema = z
  .object({
    name: packNameText('Name'),
    description: packDescriptionText,
    /** Kenja's addition: admins create test packs (kind test) from the console. */
    kind: packKindField,
    userId: userIdField,
    user_id: userIdField,
    // The spec's client proposes a key; the server makes its own by the spec's rule, so keys stay unique.
    corpusKey: corpusKeyField.optional(),
    corpus_key: corpusKeyField.optional(),
  })
  .strict();

export const functionFileUploadFieldsSchema = z
  .object({ corpus_key: corpusKeyField, user_id: userIdField })
  .strip();
