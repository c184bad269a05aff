import { type Language, LANGUAGE_PREFIX } from '../../common/languages';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

interface InvitationText {
  subject: (team: string) => string;
  intro: (owner: string, team: string) => string;
  packs: string;
  noPacks: string;
  how: string;
  link: string;
  why: string;
  footer: string;
}

/** The invitation in both of Kenja's languages (the type makes each say every part). */
const TEXT: Record<Language, InvitationText> = {
  en: {
    subject: (team) => `You have a seat in the team “${team}” on Kenja`,
    intro: (owner, team) => `${owner} gave you a seat in the team “${team}” on Kenja.`,
    packs: 'With it you can use these knowledge packs in your own AI assistant:',
    noPacks: 'The team will soon hold knowledge packs you can use in your own AI assistant.',
    how: 'Sign in to Kenja with this e-mail address and join the team in My Library.',
    link: 'Open My Library',
    why: 'You get this e-mail because the owner of the team entered your address. If you do not expect it, ignore it.',
    footer: 'Kenja — expert knowledge for every AI assistant.',
  },
  ja: {
    subject: (team) => `Kenjaのチーム「${team}」の席が割り当てられました`,
    intro: (owner, team) => `${owner}さんから、Kenjaのチーム「${team}」の席が割り当てられました。`,
    packs: 'この席で、次のナレッジパックをご自身のAIアシスタントで利用できます：',
    noPacks: 'このチームは近くナレッジパックを保有し、ご自身のAIアシスタントで利用できるようになります。',
    how: 'このメールアドレスでKenjaにログインし、マイライブラリでチームに参加してください。',
    link: 'マイライブラリを開く',
    why: 'チームの所有者があなたのアドレスを入力したため、このメールをお送りしています。心当たりがない場合は無視してください。',
    footer: 'Kenja — すべてのAIアシスタントに専門知識を。',
  },
};

/**
 * The e-mail of a seat given to an address: who gave it, the team's packs, and how to take it (sign in with this
 * address, join in My Library). The team's and packs' names are the owner's and creators' words, set as text.
 */
export function invitationEmail(
  invitation: { email: string; team: string; owner: string; packs: string[] },
  language: Language,
  publicUrl: URL,
): MailMessage {
  const text = TEXT[language];
  const link = new URL(`${LANGUAGE_PREFIX[language]}/library`, publicUrl).toString();
  const packs =
    invitation.packs.length > 0 ? [text.packs, ...invitation.packs.map((p) => `- ${p}`)] : [text.noPacks];
  const plain = [
    text.intro(invitation.owner, invitation.team),
    '',
    ...packs,
    '',
    text.how,
    `${text.link}: ${link}`,
    '',
    text.why,
    text.footer,
  ].join('\n');
  const list =
    invitation.packs.length > 0
      ? `<p>${escapeHtml(text.packs)}</p><ul>${invitation.packs.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(text.noPacks)}</p>`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(text.intro(invitation.owner, invitation.team))}</p>
${list}
<p>${escapeHtml(text.how)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>
<p style="color:#64748b">${escapeHtml(text.why)}<br>${escapeHtml(text.footer)}</p>
</body></html>`;
  return { to: invitation.email, subject: text.subject(invitation.team), text: plain, html };
}
