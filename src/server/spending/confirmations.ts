import { and, eq } from 'drizzle-orm';
import {
  BUY_CONFIRM_REASONS,
  type BuyConfirmReason,
  type PurchaseConfirmation,
} from '../../common/contracts/assistant-spending';
import type { Language } from '../../common/languages';
import type { Database } from '../db/client';
import { agentPurchases } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { budgetStates } from '../oauth';
import type { AssistantPayments } from './assistant-payments';
import { effectiveStatus, presentPurchase, receiptPath, type PurchaseRow } from './present';
import { cartOf } from './charging';
import { tokenHash } from './signed';
import { enqueueStaleRelease } from './stale-reservations';

const NOTHING = 'Nothing to confirm here';

const reasonOf = (row: PurchaseRow): BuyConfirmReason =>
  (BUY_CONFIRM_REASONS as readonly string[]).includes(row.confirmReason ?? '')
    ? (row.confirmReason as BuyConfirmReason)
    : 'ask_every_time';

/**
 * The page an assistant's purchase waits on: only the person who owns the assistant, signed in, sees or answers it;
 * a link opened by anyone else shows nothing and does nothing (404, the same as a link that never existed).
 */
export function createConfirmations({
  db,
  now,
  payments,
}: {
  db: Database;
  now: () => Date;
  payments: AssistantPayments;
}) {
  async function find(user: UserRow, token: string): Promise<PurchaseRow> {
    const [row] = await db
      .select()
      .from(agentPurchases)
      .where(eq(agentPurchases.confirmTokenHash, tokenHash(token)));
    if (!row || row.userId !== user.id) throw new AppError('not_found', NOTHING);
    return row;
  }

  async function view(user: UserRow, token: string): Promise<PurchaseConfirmation> {
    const row = await find(user, token);
    const at = now();
    const budget = row.connectionId
      ? (await budgetStates(db, [row.connectionId], at)).get(row.connectionId)
      : null;
    return {
      purchase: await presentPurchase(db, row, at),
      reason: reasonOf(row),
      open: effectiveStatus(row, at) === 'awaiting_confirmation',
      budget: budget ?? null,
      card: await payments.card(user.id),
    };
  }

  /** Takes the purchase from waiting to `to`, once: a second click, or a click after it closed, is refused. */
  async function claim(row: PurchaseRow, to: 'declined' | 'reserved') {
    if (effectiveStatus(row, now()) !== 'awaiting_confirmation') {
      throw new AppError('conflict', 'This purchase is no longer waiting for you');
    }
    return db.transaction(async (tx) => {
      const at = now();
      const [claimed] = await tx
        .update(agentPurchases)
        .set({ status: to, settledAt: to === 'declined' ? at : null })
        .where(and(eq(agentPurchases.id, row.id), eq(agentPurchases.status, 'awaiting_confirmation')))
        .returning();
      if (!claimed) throw new AppError('conflict', 'This purchase is no longer waiting for you');
      // Charging it now: should this instance stop before the answer, it waits for its person again later.
      if (to === 'reserved') await enqueueStaleRelease(tx, claimed, at, 'confirmed');
      return claimed;
    });
  }

  /**
   * The person's answer. Confirmed: paid at once with the saved card when there is one and the bank did not ask
   * for authentication (the receipt is next), else the usual checkout (its page is next). The purchase waits
   * again if the card does not pay, so the checkout can.
   */
  async function answer(user: UserRow, token: string, decision: 'confirm' | 'decline') {
    const row = await find(user, token);
    const language = row.language as Language;
    if (decision === 'decline') {
      const declined = await claim(row, 'declined');
      return { purchase: await presentPurchase(db, declined, now()), next: null };
    }
    if (effectiveStatus(row, now()) !== 'awaiting_confirmation') {
      throw new AppError('conflict', 'This purchase is no longer waiting for you');
    }
    const link = {
      purchaseId: row.id,
      connectionId: row.connectionId,
      language,
      amountCents: row.amountCents,
      currency: row.currency,
    };
    if (row.confirmReason !== 'authentication' && (await payments.hasCard(user.id))) {
      await claim(row, 'reserved');
      let paid;
      try {
        paid = await payments.payWithSavedCard(
          user,
          cartOf({ packId: row.packId, creditBlocks: row.creditBlocks }),
          { ...link, attempt: 'confirmed' },
        );
      } catch (err) {
        if (err instanceof AppError && err.code !== 'unavailable') throw err;
        // Not known whether the card was charged: the purchase stays with its order (a charge made after all is
        // fulfilled by the provider's report), and waits for its person again if it was not.
        throw new AppError(
          'unavailable',
          'The payment provider did not answer; look again in a few minutes.',
        );
      }
      if (paid.outcome === 'paid') {
        const [done] = await db.select().from(agentPurchases).where(eq(agentPurchases.id, row.id));
        return {
          purchase: await presentPurchase(db, done ?? row, now()),
          next: `${receiptPath(language, paid.orderId)}?paid=1`,
        };
      }
      // The card did not pay: the purchase waits again, and the checkout asks for the card (or another).
      await db
        .update(agentPurchases)
        .set({ status: 'awaiting_confirmation' })
        .where(and(eq(agentPurchases.id, row.id), eq(agentPurchases.status, 'reserved')));
    }
    const { next } = await payments.checkout(
      user,
      cartOf({ packId: row.packId, creditBlocks: row.creditBlocks }),
      link,
    );
    const [linked] = await db.select().from(agentPurchases).where(eq(agentPurchases.id, row.id));
    return { purchase: await presentPurchase(db, linked ?? row, now()), next };
  }

  return { view, answer };
}

export type Confirmations = ReturnType<typeof createConfirmations>;
