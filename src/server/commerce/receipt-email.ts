import type { Order } from '../../common/contracts/commerce';
import { type Language, INTL_LOCALE } from '../../common/languages';
import { yenEstimate } from '../../common/money';
import { escapeHtml } from '../mail/html';
import type { MailMessage } from '../mail/mailer';

interface ReceiptText {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  thanks: string;
  order: string;
  paid: string;
  bundle: (title: string) => string;
  subtotal: string;
  discount: string;
  total: string;
  /** An amount with its yen estimate beside it (ADR 0043); the client says it so in common.json's `money`. */
  withEstimate: (amount: string, yen: string) => string;
  guarantee: (until: string) => string;
  link: string;
  connect: string;
  footer: string;
}

/** The receipt e-mail in both of Kenja's languages (the type makes each say every part). */
const TEXT: Record<Language, ReceiptText> = {
  en: {
    subject: () => 'Your Kenja receipt',
    greeting: (name) => `Hello ${name},`,
    thanks: 'Thank you for your purchase. Your packs are in My Library, ready for your AI assistant.',
    order: 'Order',
    paid: 'Paid',
    bundle: (title) => `in the bundle “${title}”`,
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    withEstimate: (amount, yen) => `${amount} (about ¥${yen})`,
    guarantee: (until) => `30-day money-back guarantee: ask for a refund from My Library until ${until}.`,
    link: 'Your receipt',
    connect: 'Connect the packs to your assistant from the Connect page.',
    footer: 'Kenja — expert knowledge for every AI assistant.',
  },
  ja: {
    subject: () => 'Kenjaの領収書',
    greeting: (name) => `${name} 様`,
    thanks: 'ご購入ありがとうございます。パックはマイライブラリに追加され、AIアシスタントですぐに使えます。',
    order: '注文番号',
    paid: 'お支払い日時',
    bundle: (title) => `バンドル「${title}」`,
    subtotal: '小計',
    discount: '割引',
    total: '合計',
    withEstimate: (amount, yen) => `${amount}（約${yen}円）`,
    guarantee: (until) => `30日間返金保証：${until}まで、マイライブラリから返金を申請できます。`,
    link: '領収書',
    connect: 'Connectページから、パックをアシスタントに接続できます。',
    footer: 'Kenja — すべてのAIアシスタントに専門知識を。',
  },
};

const PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** The receipt e-mail for a paid order, in the language the buyer checked out in, plain text and HTML alike. */
export function receiptEmail(
  order: Order,
  buyer: { email: string; name: string | null },
  language: Language,
  publicUrl: URL,
): MailMessage {
  const text = TEXT[language];
  const money = (cents: number) => {
    const amount = new Intl.NumberFormat(INTL_LOCALE[language], {
      style: 'currency',
      currency: order.currency,
    }).format(cents / 100);
    const yen = yenEstimate(cents, order.currency, language);
    return yen === null
      ? amount
      : text.withEstimate(amount, new Intl.NumberFormat(INTL_LOCALE[language]).format(yen));
  };
  const date = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[language], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso)) + ' UTC';
  const link = new URL(`${PREFIX[language]}/orders/${order.id}`, publicUrl).toString();
  const name = buyer.name?.trim() || buyer.email;
  const lines = order.lines.map((line) => ({
    title: line.title,
    note: line.bundleTitle ? text.bundle(line.bundleTitle) : null,
    price: money(line.priceCents),
  }));
  const totals = [
    [text.subtotal, money(order.subtotalCents)],
    ...(order.discountCents > 0 ? [[text.discount, `−${money(order.discountCents)}`]] : []),
    [text.total, money(order.totalCents)],
  ];
  const guarantee = order.refundableUntil ? text.guarantee(date(order.refundableUntil)) : null;

  const plain = [
    text.greeting(name),
    '',
    text.thanks,
    '',
    `${text.order}: ${order.id}`,
    ...(order.paidAt ? [`${text.paid}: ${date(order.paidAt)}`] : []),
    '',
    ...lines.map((line) => `- ${line.title}${line.note ? ` (${line.note})` : ''}: ${line.price}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(guarantee ? [guarantee, ''] : []),
    `${text.link}: ${link}`,
    text.connect,
    '',
    text.footer,
  ].join('\n');

  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(text.greeting(name))}</p>
<p>${escapeHtml(text.thanks)}</p>
<p>${escapeHtml(text.order)}: <strong>${escapeHtml(order.id)}</strong>${
    order.paidAt ? `<br>${escapeHtml(text.paid)}: ${escapeHtml(date(order.paidAt))}` : ''
  }</p>
<table role="presentation" cellpadding="4" style="border-collapse:collapse">
${lines
  .map(
    (line) =>
      `<tr><td>${escapeHtml(line.title)}${line.note ? `<br><small>${escapeHtml(line.note)}</small>` : ''}</td><td align="right">${escapeHtml(line.price)}</td></tr>`,
  )
  .join('\n')}
${totals.map(([label, value]) => `<tr><th align="left">${escapeHtml(label ?? '')}</th><td align="right">${escapeHtml(value ?? '')}</td></tr>`).join('\n')}
</table>
${guarantee ? `<p>${escapeHtml(guarantee)}</p>` : ''}
<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>
<p>${escapeHtml(text.connect)}</p>
<p style="color:#64748b">${escapeHtml(text.footer)}</p>
</body></html>`;

  return { to: buyer.email, subject: text.subject(order.id), text: plain, html };
}
