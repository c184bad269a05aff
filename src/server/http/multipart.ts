import busboy from 'busboy';
import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';
import { findUnsafeText } from '../../common/text';
import { enteredText } from './entered-text';
import { KB, streamBody, tooLarge } from './body';
import { AppError, validationError } from './errors';
import { declareRoute } from './route-declarations';
import { zodIssues } from './validate';

/** The first bytes of a file kept in memory beside it, to tell what it is without reading it all. */
export const HEAD_BYTES = 64 * KB;

export interface UploadedFile {
  name: string;
  /** The media type the client declared; checked against the name and the content later, never trusted. */
  declaredType: string;
  byteLength: number;
  sha256: string;
  /** The first `HEAD_BYTES` bytes (all of a shorter file). */
  head: Uint8Array;
  /**
   * The bytes: spooled to local disk as they arrived (an upload, removed when its request has been answered), or
   * in memory (text sent as JSON).
   */
  source: { path: string } | { bytes: Uint8Array };
}

/** A file held in memory, described as an upload is. */
export function uploadedFromBytes(name: string, declaredType: string, bytes: Uint8Array): UploadedFile {
  return {
    name,
    declaredType,
    byteLength: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    head: bytes.subarray(0, HEAD_BYTES),
    source: { bytes },
  };
}

/** The whole file in memory, for what must hold it at once (a cover image, at most a few MB). */
export async function uploadedBytes(file: UploadedFile): Promise<Uint8Array> {
  if ('bytes' in file.source) return file.source.bytes;
  const bytes = await readFile(file.source.path);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A file part as received: kept in memory when small, else spooled to disk; how long, its digest and first bytes. */
export interface SpooledPart {
  filename: string;
  type: string;
  source: { path: string } | { bytes: Uint8Array };
  byteLength: number;
  sha256: string;
  head: Uint8Array;
}

/** A part of a multipart body: a text field, or a file. */
export interface FormPart {
  name: string;
  value: string | SpooledPart;
}

const notMultipart = () =>
  validationError([{ path: [], message: 'The request body is not valid multipart/form-data' }]);

/**
 * Where uploads wait while their request lasts: the machine's temporary directory, not the serving memory; one
 * directory per process, so what one process holds there is its own.
 */
export const SPOOL_DIR = join(tmpdir(), `kenja-uploads-${process.pid}`);
let spoolDirMade = false;

/**
 * A part up to this size stays in memory rather than going to disk: an import is mostly short notes, and spooling
 * one (open, write, close, remove, then a copy into the store) held the serving thread for 100–200 ms stretches
 * per request of 200 notes (issue 53, profiled). Indexing sends files this small to extraction as bytes too
 * (index-handler.ts).
 */
const IN_MEMORY_PART_BYTES = 256 * KB;
/** What one request keeps in memory at most, however many small parts it has; the rest goes to disk. */
const IN_MEMORY_FORM_BYTES = 16 * 1024 * KB;

function spoolDir() {
  if (!spoolDirMade) {
    mkdirSync(SPOOL_DIR, { recursive: true });
    spoolDirMade = true;
    // The directory is this process's alone, so it goes with the process however that ends (issue 46: each had
    // left an empty one behind). Only a synchronous removal runs at exit.
    process.once('exit', () => rmSync(SPOOL_DIR, { recursive: true, force: true }));
  }
  return SPOOL_DIR;
}

/**
 * Receives a file part as it arrives, hashing it on the way: in memory while it is small and the request's
 * `memory` allows, else written to disk from the moment it is not (what was held goes first). The body is not
 * paused for the disk beyond the file stream's own back-pressure. A part that fails (the body cut short) leaves no
 * file behind.
 */
async function receive(
  file: Readable,
  filename: string,
  type: string,
  memory: { left: number },
): Promise<SpooledPart> {
  const hash = createHash('sha256');
  const held: Buffer[] = [];
  let byteLength = 0;
  /** The first HEAD_BYTES of a part that goes to disk, filled as its chunks arrive. */
  let head: Uint8Array | undefined;
  let headLength = 0;
  const keepHead = (chunk: Buffer) => {
    if (!head || headLength >= HEAD_BYTES) return;
    const part = chunk.subarray(0, HEAD_BYTES - headLength);
    head.set(part, headLength);
    headLength += part.byteLength;
  };
  let out: WriteStream | undefined;
  let path: string | undefined;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      byteLength += chunk.byteLength;
      if (!out && byteLength <= IN_MEMORY_PART_BYTES && chunk.byteLength <= memory.left) {
        memory.left -= chunk.byteLength;
        held.push(chunk);
        continue;
      }
      if (!out) {
        path = join(spoolDir(), randomUUID());
        out = createWriteStream(path);
        const before = Buffer.concat(held);
        memory.left += before.byteLength;
        held.length = 0;
        head = new Uint8Array(HEAD_BYTES);
        keepHead(before);
        out.write(before);
      }
      keepHead(chunk);
      if (!out.write(chunk)) await once(out, 'drain');
    }
    if (!out) {
      const bytes = Buffer.concat(held);
      return {
        filename,
        type,
        source: { bytes },
        byteLength,
        sha256: hash.digest('hex'),
        head: bytes.subarray(0, HEAD_BYTES),
      };
    }
    out.end();
    await finished(out);
  } catch (error) {
    if (out) {
      // The stream opens its file asynchronously, and may do so after a failure: removed before that, the file
      // would be created afterwards and stay. Its 'close' comes once the file is open and closed again.
      out.destroy();
      if (!out.closed) await new Promise<void>((resolve) => out!.once('close', () => resolve()));
      await rm(path!, { force: true });
    }
    throw error;
  }
  const digest = hash.digest('hex');
  return {
    filename,
    type,
    source: { path: path! },
    byteLength,
    sha256: digest,
    head: head!.subarray(0, headLength),
  };
}

export const spooledPaths = (parts: readonly FormPart[]) =>
  parts.flatMap((part) =>
    typeof part.value === 'string' || !('path' in part.value.source) ? [] : [part.value.source.path],
  );

/**
 * The parts of a multipart body, parsed as the body streams in (busboy), so no upload holds the serving thread for
 * more than a chunk's work (ADR 0031 §11); files go to disk as they arrive (`receive`), never whole into memory (issue
 * 26) — only small ones, up to a budget per request. A body longer than `limit` is refused as it crosses it (`streamBody`). On failure nothing stays on disk.
 */
export async function readForm(
  c: Context,
  contentType: string,
  limit: number,
  maxFiles = 1,
): Promise<FormPart[]> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // Field values up to the body's limit (busboy would cut them at 1 MB without a word). One file more than the
      // route takes is enough to refuse it; parts past these counts are skipped, not kept, however many a body
      // packs in.
      limits: { fieldSize: limit, files: maxFiles + 1, fields: 100 },
    });
  } catch {
    throw notMultipart(); // no boundary
  }
  const parts: Promise<FormPart>[] = [];
  const memory = { left: IN_MEMORY_FORM_BYTES };
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => parts.push(Promise.resolve({ name, value })));
    parser.on('file', (name, file, info) => {
      const part = receive(file, info.filename, info.mimeType, memory).then((value) => ({ name, value }));
      // A body cut short fails the form and its open file alike; the form's failure is the one answered.
      part.catch(() => undefined);
      parts.push(part);
    });
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  // Stopped early (a body over the limit), the parser fails as it is destroyed: that failure is nobody's answer.
  parsed.catch(() => undefined);
  try {
    await streamBody(c, limit, (chunk) => {
      parser.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
    parser.end();
    await parsed;
    return await Promise.all(parts);
  } catch (error) {
    parser.destroy();
    const settled = await Promise.allSettled(parts);
    const spooled = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    await Promise.all(spooledPaths(spooled).map((path) => rm(path, { force: true })));
    if (error instanceof AppError) throw error;
    throw notMultipart();
  }
}

/** The form's one file and its fields, checked: exactly one file, within its limit, fields as `schema` says. */
async function validForm<T extends ZodType>(
  c: Context,
  form: FormPart[],
  schema: T,
  maxFileBytes: number,
  limit: number,
): Promise<{ file: UploadedFile; fields: z.output<T> }> {
  const files = form.filter((part) => part.name === 'file');
  const file = files[0];
  if (files.length !== 1 || !file || typeof file.value === 'string') {
    throw validationError([{ path: ['file'], message: 'Attach exactly one file' }]);
  }
  const { filename, byteLength } = file.value;
  if (byteLength > maxFileBytes) throw tooLarge(c, limit, byteLength);
  const fields: Record<string, string> = {};
  for (const { name: key, value } of form) {
    if (key === 'file') continue;
    if (typeof value !== 'string') {
      throw validationError([{ path: [key], message: 'Only one file may be attached' }]);
    }
    fields[key] = value;
  }
  const unsafe = findUnsafeText({ ...fields, name: filename });
  if (unsafe) throw validationError([{ path: unsafe, message: 'Control characters are not allowed' }]);
  const parsed = await schema.safeParseAsync(enteredText(c, fields));
  if (!parsed.success) throw validationError(zodIssues(parsed.error));
  return { file: uploadedFromPart(c, file.value), fields: parsed.data as z.output<T> };
}

/** A spooled part as the services take it, its name as a reader sees it: no bidi override can make
 * `evil\u202egpj.md` read as a .jpg. */
export function uploadedFromPart(c: Context, part: SpooledPart): UploadedFile {
  const { filename, type, source, byteLength, sha256, head } = part;
  return {
    name: enteredText(c, { filename }).filename,
    declaredType: type,
    byteLength,
    sha256,
    head,
    source,
  };
}

/** Room for the multipart envelope and small text fields around the file. */
export const ENVELOPE = 64 * KB;

/**
 * A multipart body with one `file` and text fields validated by `schema`: the one way a route takes an upload.
 * It declares the route's body limit (the file limit plus the envelope), so the shared guard refuses a longer
 * declared body before reading it and `readForm` stops a streamed one at the limit; a file over `maxFileBytes`
 * inside an allowed envelope is refused too. All three answer 413 with `tooLargeMessage`.
 *
 * `authorize` runs first, from the headers alone: a caller who may not upload here is answered 401/403 at once and
 * nothing of the body is parsed or kept. The connection is left open: @hono/node-server reads the rest of the body
 * and throws it away after the answer (at most 64 MB or 500 ms, then it closes the socket). Closing it with the
 * answer cut off clients still sending the body (Node.js 24's fetch fails with EPIPE) before they could read why.
 */
export function fileUpload<T extends ZodType, E extends Env = Env, P extends string = string>(
  schema: T,
  {
    maxFileBytes,
    tooLargeMessage,
    authorize,
  }: {
    maxFileBytes: number;
    tooLargeMessage: (bytes: number | undefined) => string;
    authorize?: (c: Context<E, P>) => unknown;
  },
): MiddlewareHandler<
  E,
  P,
  { in: { form: z.input<T> }; out: { form: { file: UploadedFile; fields: z.output<T> } } }
> {
  const limit = maxFileBytes + ENVELOPE;
  const middleware: MiddlewareHandler<
    E,
    P,
    { in: { form: z.input<T> }; out: { form: { file: UploadedFile; fields: z.output<T> } } }
  > = async (c, next) => {
    await authorize?.(c);
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new AppError('unsupported_type', 'Upload the file as multipart/form-data');
    }
    const form = await readForm(c, contentType, limit);
    try {
      c.req.addValidatedData('form', await validForm(c, form, schema, maxFileBytes, limit));
      await next();
    } finally {
      // Answered (or failed): whatever the route did with the file, its spooled copy is done with.
      await Promise.all(spooledPaths(form).map((path) => rm(path, { force: true })));
    }
  };
  return declareRoute(middleware, { bodyLimit: limit, tooLargeMessage });
}
