import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeError } from './stripe-wire';

/** A line of a payment session as Stripe's page lists it. */
export interface SessionLine {
  name: string;
  amount: number;
  quantity: number;
}

/**
 * A Checkout Session in payment mode, as the fake Stripe (fake-stripe.ts) makes one: its line items checked and
 * priced as Stripe does, or Stripe's refusal.
 */
export function paymentSession(
  params: Record<string, unknown>,
  baseUrl: string,
): [number, unknown, SessionLine[]?] {
  const lines = (params.line_items ?? []) as { quantity?: string; price_data?: Record<string, unknown> }[];
  if (params.mode !== 'payment')
    return [400, stripeError('invalid_request_error', 'Missing required param: mode.', 'mode')];
  if (!params.success_url)
    return [400, stripeError('invalid_request_error', 'Missing required param: success_url.', 'success_url')];
  if (!Array.isArray(lines) || lines.length === 0) {
    return [400, stripeError('invalid_request_error', 'Missing required param: line_items.', 'line_items')];
  }
  let amount = 0;
  let currency = '';
  const named: SessionLine[] = [];
  for (const [i, line] of lines.entries()) {
    const data = line.price_data ?? {};
    const product = data.product_data as { name?: string } | undefined;
    if (!data.currency || data.unit_amount === undefined || !product?.name) {
      return [
        400,
        stripeError('invalid_request_error', 'Missing price data.', `line_items[${i}][price_data]`),
      ];
    }
    currency = String(data.currency);
    amount += Number(data.unit_amount) * Number(line.quantity ?? 1);
    named.push({
      name: product.name,
      amount: Number(data.unit_amount),
      quantity: Number(line.quantity ?? 1),
    });
  }
  // Stripe's rule: a session lives 30 minutes to 24 hours (24 hours when not said).
  const created = Math.floor(Date.now() / 1000);
  const expiresAt = params.expires_at === undefined ? created + 24 * 3600 : Number(params.expires_at);
  if (!(expiresAt >= created + 30 * 60 && expiresAt <= created + 24 * 3600)) {
    return [
      400,
      stripeError(
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      ),
    ];
  }
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  const session = {
    id,
    object: 'checkout.session',
    url: `${baseUrl}/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    mode: 'payment',
    currency,
    amount_total: amount,
    client_reference_id: (params.client_reference_id as string | undefined) ?? null,
    customer_email: (params.customer_email as string | undefined) ?? null,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    payment_intent: null,
    created: Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    livemode: false,
  } as unknown as Stripe.Checkout.Session;
  return [200, session, named];
}
