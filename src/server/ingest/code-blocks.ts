/**
 * A code block as chunk text: fenced, and cut into several fenced blocks only when one alone would not fit in a
 * chunk — at line ends, so every part is still whole lines of code a reader can copy.
 */
import { fenceCode } from '../../common/code-fence';

/**
 * Lines of `code`, a line too long for a chunk (minified code, a data URL) cut at the limit: exactly, with no
 * character dropped at the cut, since a reader copies code (never between a surrogate pair's halves).
 */
function linesWithin(code: string, max: number): string[] {
  return code.split('\n').flatMap((line) => {
    const pieces: string[] = [];
    let rest = line;
    while (rest.length > max) {
      const high = rest.charCodeAt(max - 1);
      const cut = high >= 0xd800 && high <= 0xdbff && max > 1 ? max - 1 : max;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return [...pieces, rest];
  });
}

/** `code` fenced, as one block or as several of at most `maxChars` characters each, fences included. */
export function fencedCodeBlocks(code: string, language: string, maxChars: number): string[] {
  const whole = fenceCode(code, language);
  if (whole.length <= maxChars) return [whole];
  // The fence costs the same on every part: two marker lines, the language on the first.
  const room = Math.max(1, maxChars - (whole.length - code.length));
  const parts: string[] = [];
  let part: string[] = [];
  let size = 0;
  for (const line of linesWithin(code, room)) {
    const added = part.length === 0 ? line.length : size + 1 + line.length;
    if (part.length > 0 && added > room) {
      parts.push(part.join('\n'));
      part = [line];
      size = line.length;
    } else {
      part.push(line);
      size = added;
    }
  }
  if (part.length > 0) parts.push(part.join('\n'));
  return parts.filter((text) => text.trim()).map((text) => fenceCode(text, language));
}
