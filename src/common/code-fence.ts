/**
 * Code inside passage text. Ingestion keeps a code block as a Markdown fence (```lang … ```) in the chunk's text,
 * so one string carries the structure everywhere it goes: the index, search hits, MCP text (any Markdown reader
 * sees code) and the pages. This file writes that form and is its one reader, shared by the server (an extractive
 * answer quotes prose sentences only) and the client (code is shown as a block with a copy button).
 */

/** A stretch of passage text: prose, or a fenced code block (`code` is the inside, without the fence lines). */
export interface TextSegment {
  start: number;
  end: number;
  /** `fence` is the opening marker; `closed` is false when the text ends inside the block. */
  code: { start: number; end: number; language: string; fence: string; closed: boolean } | null;
}

const OPENING = /^(`{3,}|~{3,})[ \t]*([^\s`]*)[^`\n]*$/;

/** The fence around `code`: longer than any backtick run inside it, so no line of the code can close it. */
export function fenceCode(code: string, language = ''): string {
  const longest = Math.max(0, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const marker = '`'.repeat(Math.max(3, longest + 1));
  return `${marker}${language}\n${code}\n${marker}`;
}

function closes(line: string, marker: string): boolean {
  const trimmed = line.trimEnd();
  const char = marker[0] ?? '`';
  return trimmed.length >= marker.length && [...trimmed].every((c) => c === char);
}

/**
 * `text` cut into prose and code, in order. Prose keeps its offsets but not the blank lines around a block. A fence
 * that is never closed (a passage cut short) runs to the end.
 */
export function textSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushProse = (start: number, end: number) => {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from] ?? '')) from += 1;
    while (to > from && /\s/.test(text[to - 1] ?? '')) to -= 1;
    if (to > from) segments.push({ start: from, end: to, code: null });
  };
  let proseStart = 0;
  let at = 0;
  while (at < text.length) {
    const lineEnd = text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
    const opening = OPENING.exec(text.slice(at, lineEnd));
    if (!opening?.[1] || lineEnd === text.length) {
      at = lineEnd + 1;
      continue;
    }
    const marker = opening[1];
    const codeStart = lineEnd + 1;
    let line = codeStart;
    let codeEnd = text.length;
    let blockEnd = text.length;
    let closed = false;
    while (line <= text.length) {
      const next = text.indexOf('\n', line) === -1 ? text.length : text.indexOf('\n', line);
      if (closes(text.slice(line, next), marker)) {
        codeEnd = Math.max(codeStart, line - 1);
        blockEnd = next;
        closed = true;
        break;
      }
      line = next + 1;
    }
    pushProse(proseStart, at);
    const language = opening[2] ?? '';
    segments.push({
      start: at,
      end: blockEnd,
      code: { start: codeStart, end: codeEnd, language, fence: marker, closed },
    });
    proseStart = blockEnd;
    at = blockEnd + 1;
  }
  pushProse(proseStart, text.length);
  return segments;
}

/** `text` with a fence it leaves open closed again: a passage cut to fit a budget still reads as prose after it. */
export function closeOpenFence(text: string): string {
  const code = textSegments(text).at(-1)?.code;
  return code && !code.closed ? `${text}\n${code.fence}` : text;
}
