import type { IncomingMessage } from 'node:http';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';
import { findUnsafeText } from '../../common/text';
import { enteredText } from './entered-text';
import { AppError, validationError } from './errors';
import { declareRoute, routeDeclaration } from './route-declarations';
import { zodIssues } from './validate';

export const KB = 1024;
export const MB = 1024 * KB;
/** What a JSON endpoint takes unless it declares more. */
export const JSON_BODY_LIMIT = 64 * KB;

function describeSize(bytes: number): string {
  return bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}

/**
 * Refuses a body that was not (fully) read. The connection is closed after the answer: otherwise Node would read
 * the rest of the body only to throw it away — for a stream of 10 MB uploads, that is most of the server's time.
 */
export function tooLarge(c: Context, limit: number, bytes?: number): AppError {
  c.header('Connection', 'close');
  const custom = routeDeclaration(c).tooLargeMessage;
  if (custom && limit > 0) return new AppError('payload_too_large', custom(bytes));
  return new AppError(
    'payload_too_large',
    limit === 0
      ? 'This endpoint takes no request body'
      : `The request body is larger than ${describeSize(limit)}`,
  );
}

/** What a client that always sends JSON sends to an endpoint that takes nothing: `{}` (whitespace allowed). */
const EMPTY_OBJECT = /^\s*(?:\{\s*\})?\s*$/;
/** The most an empty object may take, padding included. */
const EMPTY_OBJECT_LIMIT = 64;

/**
 * Runs first for every API request: a body longer than its route declares (nothing, for routes that declare no
 * body) is refused with 413 from its declared Content-Length, before a byte of it is read or parsed. Bodies sent
 * without a length (chunked) are counted while they stream in, by `readBody`. An endpoint that takes no body accepts
 * an empty JSON object, which many clients always send.
 */
export function bodyGuard(): MiddlewareHandler {
  return async (c, next) => {
    const limit = routeDeclaration(c).bodyLimit ?? 0;
    const length = c.req.header('Content-Length');
    if (limit === 0) {
      const sent =
        length !== undefined ? Number(length) > 0 : c.req.header('Transfer-Encoding') !== undefined;
      if (sent) await refuseAnythingButAnEmptyObject(c, length === undefined ? undefined : Number(length));
    } else if (length !== undefined && Number(length) > limit) {
      throw tooLarge(c, limit, Number(length));
    }
    await next();
  };
}

async function refuseAnythingButAnEmptyObject(c: Context, length: number | undefined) {
  if (length !== undefined && length > EMPTY_OBJECT_LIMIT) throw tooLarge(c, 0, length);
  let text: string;
  try {
    text = new TextDecoder().decode(await readBody(c, EMPTY_OBJECT_LIMIT));
  } catch {
    throw tooLarge(c, 0);
  }
  if (!EMPTY_OBJECT.test(text)) throw tooLarge(c, 0);
}

/**
 * Hands each chunk of the request body to `take` as it streams in, and abandons the body (413) as soon as it passes
 * `limit` bytes. Answers the body's length.
 */
export async function streamBody(
  c: Context,
  limit: number,
  take: (chunk: Uint8Array) => void,
): Promise<number> {
  const incoming = nodeRequest(c);
  if (incoming) return streamIncoming(c, incoming, limit, take);
  const stream = c.req.raw.body;
  if (!stream) return 0;
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(c, limit, size);
    }
    take(value);
  }
}

/**
 * The Node request beneath Hono's when @hono/node-server serves it. Its body is read from it directly: asking Hono's
 * request for a body builds a web Request and a ReadableStream over the Node stream, which cost more than a whole
 * MCP search under load (measured: ADR 0031 §12).
 */
function nodeRequest(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

function streamIncoming(
  c: Context,
  incoming: IncomingMessage,
  limit: number,
  take: (chunk: Uint8Array) => void,
): Promise<number> {
  if (incoming.readableEnded) return Promise.resolve(0);
  return new Promise((resolve, reject) => {
    let size = 0;
    const settle = (outcome: () => void) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        // Nothing more is read; the answer closes the connection (`tooLarge`).
        incoming.pause();
        settle(() => reject(tooLarge(c, limit, size)));
        return;
      }
      try {
        take(chunk);
      } catch (error) {
        incoming.pause();
        settle(() => reject(error));
      }
    };
    const onEnd = () => settle(() => resolve(size));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => {
      if (!incoming.complete) settle(() => reject(new Error('The request body was cut short')));
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/** The request body, read as it streams in and abandoned as soon as it passes `limit` bytes. */
export async function readBody(c: Context, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const size = await streamBody(c, limit, (chunk) => chunks.push(chunk));
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON request body, validated by `schema`: the one way a route takes JSON. It declares the route's body limit
 * (64 KB unless `limit` says otherwise) and answers every bad body with a 4xx: another media type → 415; empty,
 * not UTF-8, not JSON (a trailing comma, NaN…), control characters in any string, or not what the schema wants → 400.
 * Every string loses its hidden characters before the schema reads it (entered-text.ts).
 */
export function jsonBody<T extends ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
  {
    limit = JSON_BODY_LIMIT,
    documentText = [],
  }: {
    limit?: number;
    /** Top-level keys holding a document's text, which the ingest pipeline screens and cleans itself. */
    documentText?: readonly string[];
  } = {},
): MiddlewareHandler<E, P, { in: { json: z.input<T> }; out: { json: z.output<T> } }> {
  const middleware: MiddlewareHandler<
    E,
    P,
    { in: { json: z.input<T> }; out: { json: z.output<T> } }
  > = async (c, next) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      throw new AppError(
        'unsupported_type',
        'The request body must be JSON (Content-Type: application/json)',
      );
    }
    const bytes = await readBody(c, limit);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw validationError([{ path: [], message: 'The request body is not valid UTF-8' }]);
    }
    if (text.trim() === '') throw validationError([{ path: [], message: 'A JSON request body is required' }]);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw validationError([{ path: [], message: 'The request body is not valid JSON' }]);
    }
    const unsafe = findUnsafeText(value);
    if (unsafe) throw validationError([{ path: unsafe, message: 'Control characters are not allowed' }]);
    value = enteredText(c, value, { keepRaw: documentText });
    const parsed = await schema.safeParseAsync(value);
    if (!parsed.success) throw validationError(zodIssues(parsed.error));
    c.req.addValidatedData('json', parsed.data as object);
    await next();
  };
  return declareRoute(middleware, { bodyLimit: limit });
}

/** A passage of text sent as JSON (`/api/embed`): a million characters of Japanese are up to 3 MB of UTF-8. */
export const PASSAGE_BODY_LIMIT = 3 * MB + 64 * KB;
