import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';

/** Stripe's wire: its form encoding, error shapes, answers and event envelopes, for the fake Stripe server. */

const signer = new Stripe('sk_test_signing_only');

/** An event as Stripe posts it: the JSON body and its `Stripe-Signature` header, signed with `secret`. */
export function signedEvent(event: Stripe.Event, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event);
  return {
    payload,
    header: signer.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    }),
  };
}

/** An event envelope as Stripe's API version writes it. */
export function stripeEvent(type: string, object: unknown): Stripe.Event {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  } as unknown as Stripe.Event;
}

export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function stripeError(type: string, message: string, param?: string, code?: string) {
  return { error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } };
}

export function reply(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(6).toString('hex')}`,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** Stripe's form encoding: `a[b][0][c]=v` nests objects, and numeric keys make arrays. */
export function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = [key.split('[')[0] ?? key, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}
