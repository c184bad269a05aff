import busboy from 'busboy';
import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';
import { findUnsafeText, withoutHiddenCharacters } from '../../common/text';
import { KB, streamBody, tooLarge } from './body';
import { AppError, validationError } from './errors';
import { declareRoute } from './route-declarations';
import { zodIssues } from './validate';

export interface UploadedFile {
  name: string;
  /** The media type the client declared; checked against the name and the content later, never trusted. */
  declaredType: string;
  bytes: Uint8Array;
}

/** A part of a multipart body: a text field, or a file with its name and declared type. */
interface FormPart {
  name: string;
  value: string | { filename: string; type: string; bytes: Uint8Array };
}

const notMultipart = () =>
  validationError([{ path: [], message: 'The request body is not valid multipart/form-data' }]);

/**
 * The parts of a multipart body, parsed as the body streams in (busboy), so no upload holds the serving thread for
 * more than a chunk's work: parsing a whole buffered 2 MB body at once took 5–11 ms, and ten arriving together held
 * every other request (ADR 0031 §11). A body longer than `limit` is refused as it crosses it (`streamBody`).
 */
async function readForm(c: Context, contentType: string, limit: number): Promise<FormPart[]> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      // Field values up to the body's limit (busboy would cut them at 1 MB without a word). Two files are enough
      // to refuse a second; parts past these counts are skipped, not kept, however many a body packs in.
      limits: { fieldSize: limit, files: 2, fields: 100 },
    });
  } catch {
    throw notMultipart(); // no boundary
  }
  const parts: Promise<FormPart>[] = [];
  // A file can be no longer than what is left of the body: its bytes are copied into one buffer of that size as
  // they arrive (no Content-Length: as large as the limit allows, grown when needed).
  const declared = Number(c.req.header('Content-Length'));
  let received = 0;
  const remaining = () =>
    Math.max(0, (Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, limit) : 0) - received);
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('field', (name, value) => parts.push(Promise.resolve({ name, value })));
    parser.on('file', (name, file, info) => {
      const part = new Promise<FormPart>((done, failed) => {
        const collected = collector(remaining());
        file.on('data', (chunk: Buffer) => collected.add(chunk));
        file.on('error', failed);
        file.on('end', () => {
          done({ name, value: { filename: info.filename, type: info.mimeType, bytes: collected.bytes() } });
        });
      });
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
      // Counted after the parser has seen it: a file that starts in this chunk expects all of it.
      parser.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      received += chunk.byteLength;
    });
    parser.end();
    await parsed;
    return await Promise.all(parts);
  } catch (error) {
    parser.destroy();
    if (error instanceof AppError) throw error;
    throw notMultipart();
  }
}

/**
 * A file's bytes, copied into one buffer as each chunk arrives. Joining the chunks at the end (and copying the
 * joined Buffer into a Uint8Array, as this did) wrote every byte twice in one block: on this machine a fresh 2 MB
 * buffer costs 6-7 ms to fill, so ten uploads ending together held the serving thread for ~140 ms (ADR 0031 §14).
 * Filled chunk by chunk, the same work is spread over the upload. `expected` is what is left of the declared body;
 * 0 when unknown.
 */
function collector(expected: number) {
  let buffer = new Uint8Array(0);
  let length = 0;
  return {
    add(chunk: Uint8Array) {
      if (length + chunk.byteLength > buffer.byteLength) {
        // First chunk, or more than expected (no Content-Length): a buffer of what is expected or twice the need.
        const grown = new Uint8Array(Math.max(expected, 2 * (length + chunk.byteLength)));
        grown.set(buffer.subarray(0, length));
        buffer = grown;
      }
      buffer.set(chunk, length);
      length += chunk.byteLength;
    },
    /** The file: a view of the bytes received (the buffer's unused tail is the envelope's few hundred bytes). */
    bytes: () => buffer.subarray(0, length),
  };
}

/** Room for the multipart envelope and small text fields around the file. */
const ENVELOPE = 64 * KB;

/**
 * A multipart body with one `file` and text fields validated by `schema`: the one way a route takes an upload.
 * It declares the route's body limit (the file limit plus the envelope), so the shared guard refuses a longer
 * declared body before reading it and `readForm` stops a streamed one at the limit; a file over `maxFileBytes`
 * inside an allowed envelope is refused too. All three answer 413 with `tooLargeMessage`.
 *
 * `authorize` runs first, from the headers alone: a caller who may not upload here is answered 401/403 before a byte
 * of the body is read, and the connection is closed so Node does not read the rest only to throw it away.
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
    try {
      await authorize?.(c);
    } catch (error) {
      c.header('Connection', 'close');
      throw error;
    }
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new AppError('unsupported_type', 'Upload the file as multipart/form-data');
    }
    const form = await readForm(c, contentType, limit);
    const files = form.filter((part) => part.name === 'file');
    const file = files[0];
    if (files.length !== 1 || !file || typeof file.value === 'string') {
      throw validationError([{ path: ['file'], message: 'Attach exactly one file' }]);
    }
    if (file.value.bytes.byteLength > maxFileBytes) throw tooLarge(c, limit, file.value.bytes.byteLength);
    const fields: Record<string, string> = {};
    for (const { name: key, value } of form) {
      if (key === 'file') continue;
      if (typeof value !== 'string') {
        throw validationError([{ path: [key], message: 'Only one file may be attached' }]);
      }
      fields[key] = value;
    }
    const unsafe = findUnsafeText({ ...fields, name: file.value.filename });
    if (unsafe) throw validationError([{ path: unsafe, message: 'Control characters are not allowed' }]);
    const parsed = await schema.safeParseAsync(fields);
    if (!parsed.success) throw validationError(zodIssues(parsed.error));
    c.req.addValidatedData('form', {
      // The name as a reader sees it: no bidi override can make `evil\u202egpj.md` read as a .jpg.
      file: {
        name: withoutHiddenCharacters(file.value.filename),
        declaredType: file.value.type,
        bytes: file.value.bytes,
      },
      fields: parsed.data as object,
    });
    await next();
  };
  return declareRoute(middleware, { bodyLimit: limit, tooLargeMessage });
}
