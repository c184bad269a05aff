import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Transaction } from '../db/client';
import { orders, paymentEvents } from '../db/schema';
import { AppError } from '../http/errors';
import type { Logger } from '../log';
import { fulfilOrder } from './fulfilment';
import { offSessionAmount } from './payments';
import { ASSISTANT_CARD_PURPOSE, type SavedCards } from './saved-cards';

/**
 * Stripe's events about saved cards and the assistants' purchases charged to them (issue 50), as stripe-events.ts
 * acts on them.
 */

/** The session of a completed setup-mode Checkout that Kenja opened to save a person's card, if the event is one. */
export function cardSetupOf(event: Stripe.Event): Stripe.Checkout.Session | null {
  if (event.type !== 'checkout.session.completed') return null;
  const session = event.data.object;
  return session.mode === 'setup' && session.metadata?.purpose === ASSISTANT_CARD_PURPOSE ? session : null;
}

/**
 * A person saved a card for their assistants: it is read from Stripe, then saved in one transaction with `record`
 * (the event's record, false when it was recorded before), so a second delivery saves nothing. If Stripe does not
 * answer, the webhook answers 503 and Stripe retries.
 */
export async function saveSetupCard(
  {
    db,
    savedCards,
    log,
  }: { db: Database; savedCards: Pick<SavedCards, 'saveFromSetupSession'>; log?: Logger },
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  record: (tx: Transaction) => Promise<boolean>,
): Promise<'handled' | 'duplicate' | 'refused'> {
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';
  let saved;
  try {
    saved = await savedCards.saveFromSetupSession(session, record);
  } catch (err) {
    log?.error({ err, eventId: event.id }, 'a saved card could not be read from Stripe; Stripe will retry');
    throw new AppError('unavailable', 'The card could not be saved yet; retry later');
  }
  return saved === 'saved' ? 'handled' : saved;
}

/**
 * An assistant's purchase charged to a saved card succeeded: the buy flow fulfils its order as soon as the charge
 * answers, and this covers an instance that stopped in between (once-only, as every fulfilment). A web checkout's
 * payment is paid by its session's event instead. 'owned': the buyer already holds a pack of it (the money goes
 * back, as for a session).
 */
export async function payAssistantOrder(
  tx: Transaction,
  orderId: string,
  intent: Stripe.PaymentIntent,
  payment: { at: Date; sendReceipt: boolean },
  log: Logger | undefined,
): Promise<'handled' | 'ignored' | 'refused' | 'owned'> {
  if (intent.metadata?.channel !== 'assistant') return 'ignored';
  const mismatch = await intentMismatch(tx, orderId, intent);
  if (mismatch) {
    log?.warn({ orderId, intentId: intent.id, mismatch }, 'payment event refused');
    return 'refused';
  }
  const fulfilled = await fulfilOrder(tx, orderId, { paymentRef: intent.id, ...payment, closedToo: true });
  return fulfilled === 'owned' ? 'owned' : 'handled';
}

/**
 * Why a succeeded PaymentIntent does not pay this order, if it does not: it must be an assistant's order paid with
 * Stripe, not paid with another payment, and charge exactly what `chargeSaved` asked for, in the order's currency.
 */
async function intentMismatch(
  tx: Transaction,
  orderId: string,
  intent: Stripe.PaymentIntent,
): Promise<string | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.provider !== 'stripe') return 'not a Stripe order';
  if (order.channel !== 'assistant') return 'not an assistant’s order';
  if (order.paymentRef && order.paymentRef !== intent.id) return 'another payment';
  if (intent.currency.toLowerCase() !== order.currency.toLowerCase()) return 'another currency';
  if (intent.amount !== offSessionAmount(order)) return 'another amount';
  return null;
}
