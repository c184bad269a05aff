/**
 * Text files in the encodings people really have: UTF-8 (with or without a byte-order mark), UTF-16 with a
 * byte-order mark (what Windows Notepad saved for years), and Shift_JIS, still common for Japanese documents.
 * Shift_JIS has no signature, so it is accepted only when it decodes without a single error and holds Japanese —
 * otherwise arbitrary binary would pass as "text".
 */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** Control characters other than tab, line feed, form feed and carriage return never occur in text. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f) {
      return true;
    }
  }
  return false;
}

function strict(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text, or null when the bytes are not text in an encoding Kenja reads. */
export function decodeText(bytes: Uint8Array): string | null {
  const [b0, b1] = bytes;
  let text: string | null;
  if (b0 === 0xff && b1 === 0xfe) text = strict('utf-16le', bytes);
  else if (b0 === 0xfe && b1 === 0xff) text = strict('utf-16be', bytes);
  else {
    text = strict('utf-8', bytes);
    if (text === null) {
      const shiftJis = strict('shift_jis', bytes);
      text = shiftJis !== null && JAPANESE.test(shiftJis) ? shiftJis : null;
    }
  }
  return text === null || hasControlCharacter(text) ? null : text;
}
