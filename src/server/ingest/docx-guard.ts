/**
 * Zip-bomb defence for DOCX files, run before mammoth sees them: mammoth unzips with jszip, which believes the
 * sizes an archive declares. Here every entry is really inflated and counted, and counting stops at the cap.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IngestError } from './types';

export interface DocxLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const DOCX_LIMITS: DocxLimits = { maxEntries: 2_000, maxUncompressedBytes: 100 * 1024 * 1024 };

export interface DocxInspection {
  entries: number;
  /** Bytes actually produced by inflating every entry. */
  uncompressedBytes: number;
}

function bomb(reason: string): IngestError {
  return new IngestError('archive_bomb', `This Word document was refused: ${reason}.`);
}

/** yauzl's own complaint when an entry inflates to more than it declared (validateEntrySizes). */
function isSizeLie(error: unknown): boolean {
  return error instanceof Error && /too many bytes in the stream/i.test(error.message);
}

async function countInflated(stream: Readable, budget: number): Promise<number> {
  let produced = 0;
  for await (const chunk of stream) {
    produced += (chunk as Buffer).byteLength;
    if (produced > budget) {
      stream.destroy();
      break;
    }
  }
  return produced;
}

async function inspect(zip: yauzl.ZipFile, limits: DocxLimits): Promise<DocxInspection> {
  if (zip.entryCount > limits.maxEntries) throw bomb(`it holds ${zip.entryCount} files`);
  const mb = Math.round(limits.maxUncompressedBytes / 1024 / 1024);
  let entries = 0;
  let declared = 0;
  let real = 0;
  for await (const entry of zip.eachEntry()) {
    entries += 1;
    if (entries > limits.maxEntries) throw bomb(`it holds more than ${limits.maxEntries} files`);
    declared += entry.uncompressedSize;
    if (declared > limits.maxUncompressedBytes) throw bomb(`it would unpack to more than ${mb} MB`);
    if (entry.fileName.endsWith('/')) continue;
    const stream = await zip.openReadStreamPromise(entry);
    real += await countInflated(stream, limits.maxUncompressedBytes - real);
    if (real > limits.maxUncompressedBytes) throw bomb(`it unpacks to more than ${mb} MB`);
  }
  return { entries, uncompressedBytes: real };
}

/** Resolves with what the archive really holds, or rejects with `archive_bomb` / `corrupt_file`. */
export async function inspectDocx(
  bytes: Uint8Array,
  limits: DocxLimits = DOCX_LIMITS,
): Promise<DocxInspection> {
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
    return await inspect(zip, limits);
  } catch (error) {
    if (error instanceof IngestError) throw error;
    if (isSizeLie(error)) throw bomb('its files unpack to more than they declare');
    const detail = error instanceof Error ? error.message : String(error);
    throw new IngestError('corrupt_file', `This Word document could not be read (${detail}).`, {
      cause: error,
    });
  } finally {
    zip?.close();
  }
}
