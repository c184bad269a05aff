import { rm } from 'node:fs/promises';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { findUnsafeText } from '../../common/text';
import { AppError, validationError } from './errors';
import {
  ENVELOPE,
  readForm,
  spooledPaths,
  uploadedFromPart,
  type FormPart,
  type UploadedFile,
} from './multipart';
import { declareRoute } from './route-declarations';

/** One file of a multipart body with many: the file, or why it was over the limit for one file. */
export type ManyFilesPart = { file: UploadedFile } | { filename: string; tooLarge: number };

/**
 * A multipart body of many `files` parts (a folder, an import), and nothing else: at most `maxFiles` of them and
 * `maxBytes` together, each spooled to disk as it arrives (as `fileUpload` does one). The body limit is declared to
 * the shared guard, so a longer declared body is refused before it is read and a streamed one as it crosses it.
 * A file over `maxFileBytes` does not fail the others: it is handed on as too large, for the route to report.
 *
 * `authorize` runs first, from the headers alone, as for `fileUpload`.
 */
export function manyFilesUpload<E extends Env = Env, P extends string = string>({
  maxFiles,
  maxBytes,
  maxFileBytes,
  tooLargeMessage,
  authorize,
}: {
  maxFiles: number;
  maxBytes: number;
  maxFileBytes: number;
  tooLargeMessage: (bytes: number | undefined) => string;
  authorize?: (c: Context<E, P>) => unknown;
}): MiddlewareHandler<E, P, { out: { form: { files: ManyFilesPart[] } } }> {
  const limit = maxBytes + ENVELOPE;
  const middleware: MiddlewareHandler<E, P, { out: { form: { files: ManyFilesPart[] } } }> = async (
    c,
    next,
  ) => {
    await authorize?.(c);
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new AppError('unsupported_type', 'Upload the files as multipart/form-data');
    }
    const form = await readForm(c, contentType, limit, maxFiles);
    try {
      c.req.addValidatedData('form', { files: filesOf(c, form, maxFiles, maxFileBytes) });
      await next();
    } finally {
      await Promise.all(spooledPaths(form).map((path) => rm(path, { force: true })));
    }
  };
  return declareRoute(middleware, { bodyLimit: limit, tooLargeMessage });
}

function filesOf(c: Context, form: FormPart[], maxFiles: number, maxFileBytes: number): ManyFilesPart[] {
  const files: ManyFilesPart[] = [];
  for (const { name, value } of form) {
    if (name !== 'files' || typeof value === 'string') {
      throw validationError([
        { path: [name], message: 'Only files, each as a part named "files", are taken' },
      ]);
    }
    if (findUnsafeText({ name: value.filename })) {
      throw validationError([
        { path: ['files'], message: 'Control characters are not allowed in file names' },
      ]);
    }
    files.push(
      value.byteLength > maxFileBytes
        ? { filename: value.filename, tooLarge: value.byteLength }
        : { file: uploadedFromPart(c, value) },
    );
  }
  if (files.length === 0) throw validationError([{ path: ['files'], message: 'Attach at least one file' }]);
  if (files.length > maxFiles) {
    throw validationError([{ path: ['files'], message: `Attach at most ${maxFiles} files at once` }]);
  }
  return files;
}
