import { PACK_DESCRIPTION_MAX_LENGTH, PACK_DESCRIPTION_MIN_TO_PUBLISH } from '../../common/limits';
import { textSegments } from '../../common/code-fence';
import { splitSentences } from '../ingest';
import type { MaterialChunk, PackMaterial } from './pack-material';

/**
 * A pack description made of whole sentences. The first version matched sentences line by line, so a sentence the
 * document wrapped over two lines came out as its last line ("…not with a prototype. test will inform."), and it
 * clipped the text at a length whatever was there. Here paragraphs are joined before they are split, the ingest
 * splitter knows "e.g." and "0.8" from a full stop, and a description only ever stops after a sentence.
 */

/** About how long a suggested description is: two or three sentences a buyer reads on a card (Japanese is denser). */
const DESCRIPTION_TARGET = { en: 280, ja: 140 };
/** A sentence longer than this is a paragraph without stops (a list, a table), not an opening sentence. */
const SENTENCE_MAX = 320;
/** What ends a sentence, in both languages; the description's last character is one of them. */
const SENTENCE_END = /[.!?。！？]$/u;
/** Full-width ！ and ？ read as ! and ? by the splitter (same length, so its spans fit the original text). */
const FULL_WIDTH = /[！？]/gu;

/** The leading whole sentences of `text` that fit in `max` characters ('' when not even the first one does). */
export function trimToSentences(text: string, max = PACK_DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  let end = 0;
  for (const span of sentencesOf(flat)) {
    if (span.end > max || !SENTENCE_END.test(flat.slice(span.start, span.end))) break;
    end = span.end;
  }
  return flat.slice(0, end);
}

/**
 * The pack's opening prose, in its own language: the first sentences of its passages that read as prose (not
 * headings, labels, table rows or half a sentence), to about DESCRIPTION_TARGET characters. A pack with no such
 * sentence is described from its title and sections, in a sentence of our own.
 */
export function describePack(material: PackMaterial, title: string, topics: string[]): string {
  const ja = material.language === 'ja';
  const target = DESCRIPTION_TARGET[material.language];
  const own = material.chunks.filter((chunk) => chunk.language === material.language).flatMap(proseSentences);
  let description = '';
  for (const sentence of own.length > 0 ? own : material.chunks.flatMap(proseSentences)) {
    const joined = description ? `${description}${ja ? '' : ' '}${sentence}` : sentence;
    if (joined.length > target && description.length >= PACK_DESCRIPTION_MIN_TO_PUBLISH) break;
    description = joined;
    if (description.length >= target) break;
  }
  return trimToSentences(description) || fromOutline(ja, title, topics);
}

/** A chunk's sentences that can stand in a description, paragraph by paragraph. */
function proseSentences(chunk: MaterialChunk): string[] {
  const headings = new Set(chunk.headingPath.map((heading) => heading.trim()));
  // Code blocks (kept as fences in chunk text) are never description text.
  const prose = textSegments(chunk.text)
    .filter((segment) => segment.code === null)
    .map((segment) => chunk.text.slice(segment.start, segment.end));
  return prose
    .flatMap((part) => part.split(/\n\s*\n/))
    .flatMap((raw) => {
      const paragraph = joinLines(raw);
      // A paragraph that does not end on a stop is a table row, a list item or a caption.
      if (!SENTENCE_END.test(paragraph) || headings.has(paragraph)) return [];
      return sentencesOf(paragraph)
        .map((span) => paragraph.slice(span.start, span.end))
        .filter((sentence) => isProse(sentence, chunk.language));
    });
}

/** A paragraph's lines as one: a space between English words, nothing between Japanese characters. */
function joinLines(paragraph: string): string {
  return paragraph
    .trim()
    .replace(
      /([\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])\s*\n\s*(?=[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}])/gu,
      '$1',
    )
    .replace(/\s+/g, ' ');
}

function isProse(sentence: string, language: 'en' | 'ja'): boolean {
  if (!SENTENCE_END.test(sentence) || sentence.length > SENTENCE_MAX) return false;
  if (language === 'ja') return sentence.length >= 12;
  // Four words at least ("Time horizon." is a label); never a sentence's tail, which starts in lower case.
  return sentence.split(' ').length >= 4 && !/^\p{Ll}/u.test(sentence);
}

function sentencesOf(text: string) {
  return splitSentences(text.replace(FULL_WIDTH, (mark) => (mark === '！' ? '!' : '?')));
}

function fromOutline(ja: boolean, title: string, topics: string[]): string {
  const some = topics.slice(0, 4);
  if (ja)
    return some.length > 0
      ? `「${title}」のパックです。${some.join('、')}を扱います。`
      : `「${title}」のパックです。`;
  return some.length > 0 ? `${title}: a pack on ${some.join(', ')}.` : `${title}.`;
}
