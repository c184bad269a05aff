import type { Edition } from '../../common/contracts/editions';
import { type Language, INTL_LOCALE, LANGUAGE_PREFIX } from '../../common/languages';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';
import { describeChanges, ENGLISH_CHANGE_WORDS, type ChangeWords } from '../packs';

/** Sections an e-mail lists per document; the library shows the rest. */
const SECTIONS_MAILED = 10;

interface EditionText {
  subject: (title: string, number: number) => string;
  greeting: (name: string) => string;
  intro: (title: string, number: number, date: string) => string;
  note: string;
  changed: string;
  first: string;
  nothingChanged: string;
  link: string;
  why: string;
  footer: string;
  words: ChangeWords;
}

/** The new-edition e-mail in both of Kenja's languages (the type makes each say every part). */
const TEXT: Record<Language, EditionText> = {
  en: {
    subject: (title, number) => `New edition of “${title}”: edition ${number}`,
    greeting: (name) => `Hello ${name},`,
    intro: (title, number, date) => `“${title}” has a new edition, edition ${number} (${date}).`,
    note: 'The creator’s note:',
    changed: 'What changed:',
    first: 'The pack’s documents as they are now:',
    nothingChanged: 'No document changed; the creator wrote a note.',
    link: 'See what changed in My Library',
    why: 'You get this e-mail because you asked to be told of new editions of this pack. Turn it off in My Library.',
    footer: 'Kenja — expert knowledge for every AI assistant.',
    words: ENGLISH_CHANGE_WORDS,
  },
  ja: {
    subject: (title, number) => `「${title}」の新しい版（第${number}版）`,
    greeting: (name) => `${name} 様`,
    intro: (title, number, date) => `「${title}」の新しい版（第${number}版、${date}）が公開されました。`,
    note: 'クリエイターからのメモ：',
    changed: '変更点：',
    first: '現在のドキュメント：',
    nothingChanged: 'ドキュメントの変更はありません。クリエイターからのメモがあります。',
    link: 'マイライブラリで変更点を見る',
    why: 'このパックの新しい版のお知らせを希望されたため、このメールをお送りしています。マイライブラリで停止できます。',
    footer: 'Kenja — すべてのAIアシスタントに専門知識を。',
    words: {
      change: { added: '追加', removed: '削除', changed: '変更' },
      counts: ({ added, removed, changed, unchanged }) =>
        '節：' +
        [
          changed && `変更${changed}`,
          added && `追加${added}`,
          removed && `削除${removed}`,
          unchanged && `変更なし${unchanged}`,
        ]
          .filter(Boolean)
          .join('・'),
      opening: '（冒頭）',
      more: (count) => `…ほか${count}件`,
    },
  },
};

/**
 * The e-mail of a pack's new edition to a holder who asked for it, in the language they asked in: the creator's
 * note (their own words, set as text) and what changed, document by document, with a marker on each section.
 */
export function editionEmail(
  pack: { title: string },
  edition: Edition,
  holder: { email: string; name: string | null },
  language: Language,
  publicUrl: URL,
): MailMessage {
  const text = TEXT[language];
  const date = new Intl.DateTimeFormat(INTL_LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(edition.madeAt),
  );
  const link = new URL(`${LANGUAGE_PREFIX[language]}/library`, publicUrl).toString();
  const name = holder.name?.trim() || holder.email;
  const documents = edition.changes ? describeChanges(edition.changes, text.words, SECTIONS_MAILED) : [];
  const heading = edition.number === 1 ? text.first : text.changed;
  const changes = documents.length === 0 ? null : heading;

  const plain = [
    text.greeting(name),
    '',
    text.intro(pack.title, edition.number, date),
    '',
    ...(edition.note ? [text.note, edition.note, ''] : []),
    ...(changes
      ? [
          changes,
          ...documents.flatMap((doc) => [`- ${doc.title}`, ...doc.sections.map((s) => `    ${s}`)]),
          '',
        ]
      : [text.nothingChanged, '']),
    `${text.link}: ${link}`,
    '',
    text.why,
    text.footer,
  ].join('\n');

  const list = documents
    .map(
      (doc) =>
        `<li>${escapeHtml(doc.title)}${
          doc.sections.length > 0
            ? `<ul>${doc.sections.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`
            : ''
        }</li>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(text.greeting(name))}</p>
<p>${escapeHtml(text.intro(pack.title, edition.number, date))}</p>
${edition.note ? `<p><strong>${escapeHtml(text.note)}</strong></p><p style="white-space:pre-line">${escapeHtml(edition.note)}</p>` : ''}
${changes ? `<p><strong>${escapeHtml(changes)}</strong></p><ul>${list}</ul>` : `<p>${escapeHtml(text.nothingChanged)}</p>`}
<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>
<p style="color:#64748b">${escapeHtml(text.why)}<br>${escapeHtml(text.footer)}</p>
</body></html>`;

  return { to: holder.email, subject: text.subject(pack.title, edition.number), text: plain, html };
}
