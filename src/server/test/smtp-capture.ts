import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and MIME body). */
  raw: string;
}

/**
 * A local SMTP server (the smtp-server package, speaking real SMTP on 127.0.0.1) that keeps every message it is
 * given. `refuseNext(n, code)` answers the next n messages with that reply code (4xx: try later; 5xx: refused).
 */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  let refusals: { left: number; code: number } = { left: 0, code: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.left > 0) {
          refusals.left -= 1;
          const error = Object.assign(new Error('Refused by the test server'), {
            responseCode: refusals.code,
          });
          return callback(error);
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count: number, code: number) {
      refusals = { left: count, code };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A message's parts as a mail client shows them: the decoded subject and the decoded text of every part. */
export function readMail(raw: string): { subject: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
  const body = rest.join('\n\n');
  const parts = body.split(/\r?\n--[^\r\n]+/).map((part) => {
    const [partHead = '', ...partBody] = part.split(/\r?\n\r?\n/);
    const content = partBody.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(partHead)) {
      return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (/Content-Transfer-Encoding: quoted-printable/i.test(partHead)) return decodeQuotedPrintable(content);
    return content;
  });
  return { subject, body: parts.join('\n') };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return text;
  }
}
