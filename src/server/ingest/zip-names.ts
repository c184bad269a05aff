/**
 * Reads the names in a ZIP's central directory without inflating anything (from memory, or from the end of a
 * file on disk), so file-type detection stays cheap. Sizes and contents are checked later by the DOCX guard (yauzl), which trusts nothing.
 */
import { open } from 'node:fs/promises';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const MAX_COMMENT = 0xffff;
/** Enough to find `word/document.xml`; the guard refuses archives with more entries anyway. */
const MAX_NAMES = 10_000;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEndRecord(data: DataView): number {
  const last = data.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at -= 1) {
    if (data.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Where the central directory starts in the file and how many entries it has, from the end records found in `data`
 * (which is the file from `base` on); null when they are missing or point outside `data`.
 */
function centralDirectory(data: DataView, base: number): { offset: number; entries: number } | null {
  const end = findEndRecord(data);
  if (end < 0) return null;
  let entries = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  if (entries === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
    const zip64End = Number(data.getBigUint64(locator + 8, true)) - base;
    if (zip64End < 0 || zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== ZIP64_END) {
      return null;
    }
    entries = Number(data.getBigUint64(zip64End + 32, true));
    offset = Number(data.getBigUint64(zip64End + 48, true));
  }
  return { offset, entries };
}

/** The entry names listed from `offset` (in `bytes`, which is the file from `base` on), or null when unreadable. */
function entryNames(bytes: Uint8Array, base: number, directory: { offset: number; entries: number }) {
  const data = view(bytes);
  const decoder = new TextDecoder('utf-8');
  const names: string[] = [];
  let at = directory.offset - base;
  if (at < 0) return null;
  for (let index = 0; index < Math.min(directory.entries, MAX_NAMES); index += 1) {
    if (at + 46 > data.byteLength || data.getUint32(at, true) !== CENTRAL_FILE_HEADER) return null;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    if (at + 46 + nameLength > data.byteLength) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The entry names of a ZIP archive, or null when the bytes are not a readable ZIP. */
export function listZipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.byteLength < 22) return null;
  const directory = centralDirectory(view(bytes), 0);
  return directory && entryNames(bytes, 0, directory);
}

/** The end records' greatest distance from the end: the record, the longest comment, ZIP64's locator and record. */
const END_WINDOW = 22 + MAX_COMMENT + 20 + 56;
/** A central directory longer than this is refused unread (MAX_NAMES entries of ordinary names fit well within). */
const MAX_DIRECTORY_BYTES = 2 * 1024 * 1024;

/**
 * The entry names of a ZIP archive on disk, reading only its end: the end records, then the central directory they
 * point to (a DOCX's is a few kB); null when it is not a readable ZIP.
 */
export async function readZipEntryNames(path: string, byteLength: number): Promise<string[] | null> {
  if (byteLength < 22) return null;
  const handle = await open(path, 'r');
  try {
    const read = async (from: number) => {
      const bytes = new Uint8Array(byteLength - from);
      const { bytesRead } = await handle.read(bytes, 0, bytes.byteLength, from);
      return bytes.subarray(0, bytesRead);
    };
    const tailStart = Math.max(0, byteLength - END_WINDOW);
    const tail = await read(tailStart);
    const directory = centralDirectory(view(tail), tailStart);
    if (!directory || directory.offset >= byteLength) return null;
    if (directory.offset >= tailStart) return entryNames(tail, tailStart, directory);
    if (byteLength - directory.offset > MAX_DIRECTORY_BYTES) return null;
    return entryNames(await read(directory.offset), directory.offset, directory);
  } finally {
    await handle.close();
  }
}
