import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PLATFORM_FEE_DEFAULT_BPS, REFUND_WINDOW_DAYS } from '../../common/limits';
import type { Queryable, Transaction } from '../commerce/orders';
import {
  ledgerEntries,
  orderLines,
  orders,
  packEntitlements,
  packs,
  queryCredits,
  settings,
} from '../db/schema';

/**
 * The earnings ledger (issue 12): every sale, refund, query credit used and payout as double-entry rows, written in
 * the same transaction as the change it records — a payment marking an order paid, a refund, a query spending a
 * credit — so the books and the orders can never disagree. Debits are positive, credits negative; each transaction's
 * entries sum to zero.
 *
 *   sale of a pack       cash +gross   fees −fee   earnings(creator) −net
 *   sale of credits      cash +gross   fees −fee   unearned(creator) −net      (earned as the credits are used)
 *   a credit used                       unearned(creator) +value   earnings(creator) −value
 *   refund               the sale's entries reversed; for credits, the unused part leaves unearned, the used part
 *                        is taken back from earnings
 *   payout               earnings(creator) +amount   cash −amount
 */
type Entry = typeof ledgerEntries.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;
export const PLATFORM_FEE_KEY = 'selling.platform_fee_bps';

/** Kenja's share of a sale now, in basis points: the admin's setting, else 10%. */
export async function platformFeeBps(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PLATFORM_FEE_KEY));
  return typeof row?.value === 'number' ? row.value : PLATFORM_FEE_DEFAULT_BPS;
}

/** The fee on a sale of `grossCents`, rounded half up to the cent. */
export function feeOf(grossCents: number, feeBps: number): number {
  return Math.round((grossCents * feeBps) / 10_000);
}

/** Writes one transaction's entries, after checking they balance (a programming error otherwise). */
export async function post(tx: Transaction, entries: Omit<Entry, 'txnId'>[]) {
  await postAll(tx, [entries]);
}

/** Writes several transactions in one insert (bulk writers such as the demo seed), each checked to balance. */
export async function postAll(tx: Transaction, transactions: Omit<Entry, 'txnId'>[][]) {
  const rows = transactions.flatMap((entries) => {
    const sum = entries.reduce((total, entry) => total + entry.amountCents, 0);
    if (sum !== 0) throw new Error(`Unbalanced ledger transaction (${sum})`);
    const txnId = randomUUID();
    return entries.map((entry) => ({ ...entry, txnId }));
  });
  // One statement stays under PostgreSQL's 65,535 bound parameters (11 columns a row).
  for (let start = 0; start < rows.length; start += 4000) {
    await tx.insert(ledgerEntries).values(rows.slice(start, start + 4000));
  }
}

/** When a sale's earnings become payable: the end of the refund window after the payment. */
export function payableAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

/**
 * One line sold: the money in, Kenja's fee, and the creator's net — earned for a pack, held as unearned for query
 * credits until they are used.
 */
export function saleEntries(line: {
  orderId: string;
  packId: string;
  creatorId: string;
  kind: 'pack' | 'credits';
  grossCents: number;
  feeBps: number;
  currency: string;
  at: Date;
  availableAt: Date;
}): Omit<Entry, 'txnId'>[] {
  const fee = feeOf(line.grossCents, line.feeBps);
  const base = {
    kind: 'sale' as const,
    currency: line.currency,
    orderId: line.orderId,
    packId: line.packId,
    createdAt: line.at,
    availableAt: line.availableAt,
  };
  return [
    { ...base, account: 'cash', amountCents: line.grossCents },
    { ...base, account: 'fees', amountCents: -fee },
    {
      ...base,
      account: line.kind === 'credits' ? 'unearned' : 'earnings',
      creatorId: line.creatorId,
      amountCents: -(line.grossCents - fee),
    },
  ];
}

/**
 * An order was paid: each line's money in, Kenja's fee, and the creator's net — earned at once for a pack (payable
 * when the refund window ends), or held as unearned for query credits, which are added to the buyer's balance.
 */
export async function postSale(tx: Transaction, orderId: string, at: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await tx
    .select({
      packId: orderLines.packId,
      kind: orderLines.kind,
      credits: orderLines.credits,
      priceCents: orderLines.priceCents,
      discountCents: orderLines.discountCents,
      creatorId: packs.creatorId,
    })
    .from(orderLines)
    .innerJoin(packs, eq(packs.id, orderLines.packId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.packId);
  const feeBps = await platformFeeBps(tx);
  const availableAt = payableAt(order.paidAt ?? at);
  const entries: Omit<Entry, 'txnId'>[] = [];
  for (const line of lines) {
    const gross = line.priceCents - line.discountCents;
    const net = gross - feeOf(gross, feeBps);
    entries.push(
      ...saleEntries({
        orderId,
        packId: line.packId,
        creatorId: line.creatorId,
        kind: line.kind,
        grossCents: gross,
        feeBps,
        currency: order.currency,
        at,
        availableAt,
      }),
    );
    if (line.kind === 'credits') {
      await tx
        .insert(queryCredits)
        .values({
          userId: order.buyerId,
          packId: line.packId,
          remaining: line.credits,
          remainingCents: net,
          purchased: line.credits,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [queryCredits.userId, queryCredits.packId],
          set: {
            remaining: sql`${queryCredits.remaining} + ${line.credits}`,
            remainingCents: sql`${queryCredits.remainingCents} + ${net}`,
            purchased: sql`${queryCredits.purchased} + ${line.credits}`,
            updatedAt: at,
          },
        });
      await tx
        .insert(packEntitlements)
        .values({ userId: order.buyerId, packId: line.packId, source: 'credits' })
        .onConflictDoNothing();
    }
  }
  await post(tx, entries);
}

/**
 * An order was refunded: its sale's entries reversed, line by line. Query credits bought by it leave the buyer's
 * balance — the unused ones with their share of the unearned value; what was already used is taken back from the
 * creator's earnings, since the buyer got all the money back. An order refunded before it was ever recorded as sold
 * (events out of order) has no sale entries and gets none.
 */
export async function postRefund(tx: Transaction, orderId: string, buyerId: string, at: Date) {
  const sold = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')))
    .orderBy(ledgerEntries.id);
  if (sold.length === 0) return;
  const creditLines = await tx
    .select({ packId: orderLines.packId, credits: orderLines.credits })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'credits')));
  const creditsOf = new Map(creditLines.map((line) => [line.packId, line.credits]));
  const entries: Omit<Entry, 'txnId'>[] = [];
  for (const entry of sold) {
    const reversal = {
      kind: 'refund' as const,
      currency: entry.currency,
      orderId,
      packId: entry.packId,
      creatorId: entry.creatorId,
      createdAt: at,
      availableAt: at,
    };
    if (entry.account !== 'unearned') {
      // In the same window as the sale: a refund within it takes back pending money, not the balance.
      const availableAt = entry.availableAt;
      entries.push({ ...reversal, availableAt, account: entry.account, amountCents: -entry.amountCents });
      continue;
    }
    const net = -entry.amountCents;
    const taken = await takeBackCredits(
      tx,
      buyerId,
      entry.packId as string,
      creditsOf.get(entry.packId ?? '') ?? 0,
      net,
      at,
    );
    entries.push({ ...reversal, account: 'unearned', amountCents: taken });
    if (net - taken !== 0) entries.push({ ...reversal, account: 'earnings', amountCents: net - taken });
  }
  await post(tx, entries);
}

/**
 * Removes up to `credits` unused credits from the buyer's balance and returns the value they carried (never more than
 * `net`, what the order added): the whole remainder when the order's credits are all that is left, else their
 * proportional share.
 */
async function takeBackCredits(
  tx: Transaction,
  userId: string,
  packId: string,
  credits: number,
  net: number,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .select()
    .from(queryCredits)
    .where(and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId)))
    .for('update');
  if (!row || row.remaining === 0) return 0;
  const count = Math.min(credits, row.remaining);
  const value = Math.min(
    net,
    count === row.remaining ? row.remainingCents : Math.floor((row.remainingCents * count) / row.remaining),
  );
  const remaining = row.remaining - count;
  await tx
    .update(queryCredits)
    .set({ remaining, remainingCents: remaining === 0 ? 0 : row.remainingCents - value, updatedAt: at })
    .where(and(eq(queryCredits.userId, userId), eq(queryCredits.packId, packId)));
  // With no credits left, any value still held would be stranded: it goes with them (the constraint demands it).
  return remaining === 0 ? row.remainingCents : value;
}
