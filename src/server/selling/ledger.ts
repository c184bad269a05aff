import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { PLATFORM_FEE_DEFAULT_BPS, REFUND_WINDOW_DAYS } from '../../common/limits';
import type { Queryable, Transaction } from '../db/client';
import { poolOf } from './credit-owner';
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
 *   refund of a line     cash −amount  fees +its share of the fee  earnings(creator) +the rest, for a pack;
 *                        for credits the removed credits' value leaves unearned, the rest (if any) earnings
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
  kind: 'pack' | 'credits' | 'seats';
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
      teamId: orderLines.teamId,
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
      // A team's credits fill its shared pool: its members read the pack with them (selling/team-credits.ts).
      const owner = poolOf(order.buyerId, line.teamId);
      await tx
        .insert(queryCredits)
        .values({
          ...owner,
          packId: line.packId,
          remaining: line.credits,
          remainingCents: net,
          purchased: line.credits,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: line.teamId
            ? [queryCredits.teamId, queryCredits.packId]
            : [queryCredits.userId, queryCredits.packId],
          set: {
            remaining: sql`${queryCredits.remaining} + ${line.credits}`,
            remainingCents: sql`${queryCredits.remainingCents} + ${net}`,
            purchased: sql`${queryCredits.purchased} + ${line.credits}`,
            updatedAt: at,
          },
        });
      if (line.teamId) continue;
      await tx
        .insert(packEntitlements)
        .values({ userId: order.buyerId, packId: line.packId, source: 'credits', createdAt: at })
        .onConflictDoNothing();
    }
  }
  await post(tx, entries);
}

/**
 * One line refunded by `amountCents`: all of a pack's price, or the unused part of a block of query credits (or all of
 * it, when the provider reports the whole payment returned). The money goes out, Kenja's fee on it comes back, and
 * the creator's share of it is taken back — for a pack from the earnings (from the pending ones while the refund window
 * runs), for credits first from unearned by what the removed credits carried (`creditsValueCents`), the rest (credits
 * already used, when more than their unused part went back; or a cent of rounding) from the earnings. A line refunded
 * before its sale was recorded (events out of order) has no sale entries and gets none.
 */
export async function postLineRefund(
  tx: Transaction,
  line: { orderId: string; packId: string; amountCents: number; creditsValueCents: number; at: Date },
) {
  const sold = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orderId, line.orderId),
        eq(ledgerEntries.packId, line.packId),
        eq(ledgerEntries.kind, 'sale'),
      ),
    );
  const cash = sold.find((entry) => entry.account === 'cash');
  const fees = sold.find((entry) => entry.account === 'fees');
  const creator = sold.find((entry) => entry.account === 'earnings' || entry.account === 'unearned');
  if (!cash || !fees || !creator) return;
  const gross = cash.amountCents;
  const feeBack = gross === 0 ? 0 : Math.round((-fees.amountCents * line.amountCents) / gross);
  const share = line.amountCents - feeBack;
  const base = {
    kind: 'refund' as const,
    currency: cash.currency,
    orderId: line.orderId,
    packId: line.packId,
    createdAt: line.at,
    availableAt: line.at,
  };
  const entries: Omit<Entry, 'txnId'>[] = [
    { ...base, account: 'cash', amountCents: -line.amountCents },
    { ...base, account: 'fees', amountCents: feeBack },
  ];
  const owed = { ...base, creatorId: creator.creatorId };
  if (creator.account === 'earnings') {
    // In the same window as the sale: a refund within it takes back pending money, not the balance.
    entries.push({ ...owed, availableAt: creator.availableAt, account: 'earnings', amountCents: share });
  } else {
    entries.push({ ...owed, account: 'unearned', amountCents: line.creditsValueCents });
    const rest = share - line.creditsValueCents;
    if (rest !== 0) entries.push({ ...owed, account: 'earnings', amountCents: rest });
  }
  await post(
    tx,
    entries.filter((entry) => entry.amountCents !== 0),
  );
}
