import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z, ZodType } from 'zod';
import { findUnsafeText, withoutHiddenCharacters } from '../../common/text';
import { KB, readBody, tooLarge } from './body';
import { AppError, validationError } from './errors';
import { declareRoute } from './route-declarations';
import { zodIssues } from './validate';

export interface UploadedFile {
  name: string;
  /** The media type the client declared; checked against the name and the content later, never trusted. */
  declaredType: string;
  bytes: Uint8Array;
}

/** Room for the multipart envelope and small text fields around the file. */
const ENVELOPE = 64 * KB;

/**
 * A multipart body with one `file` and text fields validated by `schema`: the one way a route takes an upload.
 * It declares the route's body limit (the file limit plus the envelope), so the shared guard refuses a longer
 * declared body before reading it and `readBody` stops a streamed one at the limit; a file over `maxFileBytes`
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
    const body = await readBody(c, limit);
    let form: FormData;
    try {
      form = await new Response(body as Uint8Array<ArrayBuffer>, {
        headers: { 'Content-Type': contentType },
      }).formData();
    } catch {
      throw validationError([{ path: [], message: 'The request body is not valid multipart/form-data' }]);
    }
    const files = form.getAll('file');
    const file = files[0];
    if (files.length !== 1 || !(file instanceof File)) {
      throw validationError([{ path: ['file'], message: 'Attach exactly one file' }]);
    }
    if (file.size > maxFileBytes) throw tooLarge(c, limit, file.size);
    const fields: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      if (key === 'file') continue;
      if (typeof value !== 'string') {
        throw validationError([{ path: [key], message: 'Only one file may be attached' }]);
      }
      fields[key] = value;
    }
    const unsafe = findUnsafeText({ ...fields, name: file.name });
    if (unsafe) throw validationError([{ path: unsafe, message: 'Control characters are not allowed' }]);
    const parsed = await schema.safeParseAsync(fields);
    if (!parsed.success) throw validationError(zodIssues(parsed.error));
    c.req.addValidatedData('form', {
      // The name as a reader sees it: no bidi override can make `evil\u202egpj.md` read as a .jpg.
      file: {
        name: withoutHiddenCharacters(file.name),
        declaredType: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      },
      fields: parsed.data as object,
    });
    await next();
  };
  return declareRoute(middleware, { bodyLimit: limit, tooLargeMessage });
}
