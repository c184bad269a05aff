import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { agentPurchases, assistantBudgets, assistantSpendMonths } from '../db/schema';

/**
 * What paying and refunding an order an assistant asked for does to that purchase and to its assistant's month
 * (issue 50). Both run inside the transaction that fulfils or refunds the order, so the purchase, the books and the
 * budget never disagree.
 */

/** The calendar month (UTC) a moment's spending counts in: `YYYY-MM` (as oauth/budgets.ts counts it). */
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/**
 * The order is paid: its purchase is too. A purchase the person confirmed was not reserved against the month, so
 * it is counted now — the person said yes, so it may take the month past its limit; the limit binds what the
 * assistant buys on its own.
 */
export async function markAssistantPurchasePaid(tx: Transaction, orderId: string, at: Date) {
  const [purchase] = await tx
    .select()
    .from(agentPurchases)
    .where(eq(agentPurchases.orderId, orderId))
    .for('update');
  if (!purchase || purchase.status === 'paid' || purchase.status === 'refunded') return;
  const month = purchase.countedMonth ?? monthOf(at);
  await tx
    .update(agentPurchases)
    .set({ status: 'paid', settledAt: at, countedMonth: month, failure: null })
    .where(eq(agentPurchases.id, purchase.id));
  // Bought on its own: counted when it was reserved. Confirmed: counted now, if the assistant still has a budget in
  // the currency paid (a pack in another currency is the person's purchase, not the month's).
  if (purchase.countedMonth !== null || !purchase.connectionId) return;
  await tx.execute(sql`
    INSERT INTO ${assistantSpendMonths} (connection_id, month, committed_cents)
    SELECT ${assistantBudgets.connectionId}, ${month}, ${purchase.amountCents}
    FROM ${assistantBudgets} WHERE ${assistantBudgets.connectionId} = ${purchase.connectionId}
      AND ${assistantBudgets.currency} = ${purchase.currency}
    ON CONFLICT (connection_id, month)
    DO UPDATE SET committed_cents = ${assistantSpendMonths}.committed_cents + ${purchase.amountCents}`);
}

/** Money of the order went back: its purchase is refunded and the amount is given back to the month it counted in. */
export async function giveAssistantBudgetBack(tx: Transaction, orderId: string, refundedCents: number) {
  const [purchase] = await tx
    .update(agentPurchases)
    .set({ status: 'refunded' })
    .where(and(eq(agentPurchases.orderId, orderId), eq(agentPurchases.status, 'paid')))
    .returning({ connectionId: agentPurchases.connectionId, month: agentPurchases.countedMonth });
  if (!purchase?.connectionId || !purchase.month) return;
  await tx
    .update(assistantSpendMonths)
    .set({ committedCents: sql`greatest(0, ${assistantSpendMonths.committedCents} - ${refundedCents})` })
    .where(
      and(
        eq(assistantSpendMonths.connectionId, purchase.connectionId),
        eq(assistantSpendMonths.month, purchase.month),
      ),
    );
}
