import { createTransport } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. An error carries the SMTP server's reply code when it gave one (`responseCode`). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mailer over SMTP (`SMTP_URL`, e.g. smtp://user:pass@smtp.example.com:587), sending as `from`. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * Whether sending may work on a later try: the server said "try later" (4xx), or it could not be reached. A 5xx
 * reply (no such mailbox, refused) will not change by trying again.
 */
export function isTransientMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code >= 400 && code < 500 : true;
}
