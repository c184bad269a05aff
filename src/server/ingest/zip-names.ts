/**
 * Reads the names in a ZIP's central directory without inflating anything, so file-type detection can stay
 * synchronous and cheap. Sizes and contents are checked later by the DOCX guard (yauzl), which trusts nothing.
 */
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

function centralDirectory(data: DataView, end: number): { offset: number; entries: number } | null {
  let entries = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  if (entries === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || data.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
    const zip64End = Number(data.getBigUint64(locator + 8, true));
    if (zip64End + 56 > data.byteLength || data.getUint32(zip64End, true) !== ZIP64_END) return null;
    entries = Number(data.getBigUint64(zip64End + 32, true));
    offset = Number(data.getBigUint64(zip64End + 48, true));
  }
  return { offset, entries };
}

/** The entry names of a ZIP archive, or null when the bytes are not a readable ZIP. */
export function listZipEntryNames(bytes: Uint8Array): string[] | null {
  if (bytes.byteLength < 22) return null;
  const data = view(bytes);
  const end = findEndRecord(data);
  if (end < 0) return null;
  const directory = centralDirectory(data, end);
  if (!directory) return null;
  const decoder = new TextDecoder('utf-8');
  const names: string[] = [];
  let at = directory.offset;
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
