/**
 * Text files in the encodings people really have: UTF-8 (with or without a byte-order mark), UTF-16 with a
 * byte-order mark (what Windows Notepad saved for years), and Shift_JIS, still common for Japanese documents.
 * Shift_JIS has no signature, so it is accepted only when it decodes without a single error and holds Japanese —
 * otherwise arbitrary binary would pass as "text".
 */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** Control characters other than tab, line feed, form feed and carriage return never occur in text. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * How much of a file the upload reads to tell text from anything else. The extraction reads all of it
 * (`decodeTextFile`, refusing the file there): decoding and scanning a whole 6 MB book held the serving thread for
 * 35 ms alone and over 150 ms beside the indexing of another (bench:responsiveness).
 */
const SNIFF_BYTES = 64 * 1024;

/** `stream`: the bytes are a beginning, which may end inside a character. */
function strict(encoding: string, bytes: Uint8Array, stream: boolean): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream });
  } catch {
    return null;
  }
}

function decode(bytes: Uint8Array, stream: boolean): string | null {
  const [b0, b1] = bytes;
  let text: string | null;
  if (b0 === 0xff && b1 === 0xfe) text = strict('utf-16le', bytes, stream);
  else if (b0 === 0xfe && b1 === 0xff) text = strict('utf-16be', bytes, stream);
  else {
    text = strict('utf-8', bytes, stream);
    if (text === null) {
      const shiftJis = strict('shift_jis', bytes, stream);
      text = shiftJis !== null && JAPANESE.test(shiftJis) ? shiftJis : null;
    }
  }
  return text === null || CONTROL_CHARACTER.test(text) ? null : text;
}

/** The text, or null when the bytes are not text in an encoding Kenja reads. */
export function decodeText(bytes: Uint8Array): string | null {
  return decode(bytes, false);
}

/**
 * Whether the file begins as text in an encoding Kenja reads: the upload's check, on its first 64 KB. `head` is the
 * file or its beginning; `byteLength` the whole file's length (a cut-off last character is not a fault).
 */
export function beginsAsText(head: Uint8Array, byteLength = head.byteLength): boolean {
  return decode(head.subarray(0, SNIFF_BYTES), byteLength > SNIFF_BYTES) !== null;
}
