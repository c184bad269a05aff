import type { AnswerLanguage } from '../../common/contracts/answers';
import type { PromptSource } from './prompt';
import { looksJapanese } from './quoted-language';

/** The longest question an abstention quotes whole. */
const QUOTED_MAX = 120;

/**
 * The question as an abstention quotes it: on one line, shortened, without the characters that would make it a link,
 * a tag or code in the Markdown answer.
 */
function quoted(question: string): string {
  const line = question
    .replace(/[[\]<>`]/g, '')
    .trim()
    .replace(/\s+/g, ' ');
  return line.length > QUOTED_MAX ? `${line.slice(0, QUOTED_MAX - 1).trimEnd()}…` : line;
}

/** How many of the nearest sections an abstention names. */
const NEAREST_SECTIONS = 3;

/**
 * The answer when the passages do not cover the question: said plainly, with the sections nearest to it, so the
 * asker knows what the pack does hold. No model is asked to write around the gap. A near miss — the pack covers the
 * topic but not the thing asked (`missing`, coverage.ts) — says both: "This pack covers X but not Y".
 */
export function notCovered(
  question: string,
  language: AnswerLanguage,
  packCount: number,
  sources: PromptSource[],
  packLanguages: readonly AnswerLanguage[],
  missing: readonly string[] = [],
) {
  const sections = [
    ...new Set(sources.map((source) => source.headingPath.at(-1) ?? source.filename).filter(Boolean)),
  ].slice(0, NEAREST_SECTIONS);
  const asked = quoted(question);
  const lacking = missing.map(quoted).join(language === 'ja' ? '」「' : '”, “');
  const topic = sections[0];
  if (language === 'ja') {
    const subject = packCount > 1 ? '選択したパック' : 'このパック';
    const lead =
      lacking && topic
        ? `${subject}は「${topic}」を扱っていますが、「${lacking}」については書かれていません。`
        : `${subject}は「${asked}」を扱っていません。`;
    const answer = sections.length > 0 ? `${lead}近い内容の節：${sections.join('、')}` : lead;
    return withLanguageHint(answer, { question, language, packCount, packLanguages });
  }
  const [subject, pronoun] =
    packCount > 1 ? ['The selected packs do', 'they do'] : ['This pack does', 'it does'];
  const covers = packCount > 1 ? 'The selected packs cover' : 'This pack covers';
  // “Is it …?” needs no full stop after it.
  const lead =
    lacking && topic
      ? `${covers} “${topic}” but not “${lacking}”.`
      : `${subject} not cover “${asked}”${/[.?!]$/.test(asked) ? '' : '.'}`;
  const answer =
    sections.length > 0 ? `${lead} The nearest sections ${pronoun} cover: ${sections.join('; ')}.` : lead;
  return withLanguageHint(answer, { question, language, packCount, packLanguages });
}

const LANGUAGE_NAMES: Record<AnswerLanguage, Record<AnswerLanguage, string>> = {
  en: { en: 'English', ja: 'Japanese' },
  ja: { en: '英語', ja: '日本語' },
};

/**
 * A question in one language about packs written only in the other finds nothing word for word: the pack may well
 * cover it. The abstention then says what language to ask in, rather than leave "does not cover" as the last word
 * (issue 24: Japanese questions about English packs were refused as off-topic). The packs' language is what their
 * passages are written in (the search's `pack_languages`), not what a creator declared: a pack mixing both gets no
 * hint.
 */
function withLanguageHint(
  answer: string,
  context: {
    question: string;
    language: AnswerLanguage;
    packCount: number;
    packLanguages: readonly AnswerLanguage[];
  },
): string {
  const { question, language, packCount, packLanguages } = context;
  const asked: AnswerLanguage = looksJapanese(question) ? 'ja' : 'en';
  const [written] = packLanguages;
  if (packLanguages.length !== 1 || written === undefined || written === asked) return answer;
  const name = LANGUAGE_NAMES[language][written];
  if (language === 'ja') {
    const subject = packCount > 1 ? '選択したパック' : 'このパック';
    return `${answer}\n\n${subject}は${name}で書かれています。${name}で質問すると、該当する箇所が見つかるかもしれません。`;
  }
  const subject = packCount > 1 ? 'The selected packs are' : 'This pack is';
  return `${answer}\n\n${subject} written in ${name}: asking in ${name} may find what it says.`;
}
