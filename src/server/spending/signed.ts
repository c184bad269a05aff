import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Values Kenja hands out and must recognise again on any instance, signed with the app's secret: a quote (what a
 * purchase would cost, for whom, until when) and the secret of a purchase's confirmation link.
 */

const sign = (secret: string, purpose: string, text: string) =>
  createHmac('sha256', secret).update(`${purpose}\0${text}`).digest('base64url');

const quotePayload = z.object({
  /** Who may buy with it: the person and the assistant's connection it was quoted to. */
  u: z.string(),
  c: z.string(),
  p: z.string(),
  /** Blocks of query credits; null for the pack. */
  b: z.int().positive().nullable(),
  a: z.int().min(0),
  cur: z.string(),
  /** Until when (ms since the epoch). */
  e: z.number(),
  n: z.string(),
});
export type SignedQuote = z.infer<typeof quotePayload>;

export function signQuote(secret: string, quote: Omit<SignedQuote, 'n'>): string {
  const body = Buffer.from(JSON.stringify({ ...quote, n: randomBytes(9).toString('base64url') })).toString(
    'base64url',
  );
  return `q_${body}.${sign(secret, 'quote', body)}`;
}

/** The quote a `quote_id` carries, if Kenja signed it; null for anything else. */
export function readQuote(secret: string, quoteId: string): SignedQuote | null {
  const match = /^q_([\w-]+)\.([\w-]+)$/.exec(quoteId);
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(sign(secret, 'quote', match[1]));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = quotePayload.safeParse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The secret in a purchase's confirmation link. Derived from the purchase, so the same link is given again when
 * the assistant retries; only its SHA-256 is stored, to find the purchase by.
 */
export const confirmToken = (secret: string, purchaseId: string) =>
  sign(secret, 'confirm-purchase', purchaseId);

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
