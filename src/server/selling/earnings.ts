import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Earnings, EarningsEntry } from '../../common/contracts/selling';
import { EARNINGS_PAGE_SIZE } from '../../common/limits';
import type { Database, Queryable } from '../db/client';
import { ledgerEntries, packs } from '../db/schema';
import { platformFeeBps } from './ledger';

export interface Balances {
  /** Earned and payable (the refund window over), less what was paid out. */
  balanceCents: number;
  /** Earned, still inside the refund window. */
  pendingCents: number;
  paidOutCents: number;
  /** Prepaid query credits not used yet. */
  unearnedCents: number;
}

const earned = sql`${ledgerEntries.account} = 'earnings' AND ${ledgerEntries.kind} <> 'payout'`;

/** The balances of one creator, or of every creator who has entries, summed from their ledger rows at `now`. */
export async function balancesOf(db: Queryable, now: Date, creatorId?: string) {
  const at = now.toISOString();
  const rows = await db
    .select({
      creatorId: ledgerEntries.creatorId,
      available: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${earned} AND ${ledgerEntries.availableAt} <= ${at}), 0)::int`,
      pending: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${earned} AND ${ledgerEntries.availableAt} > ${at}), 0)::int`,
      paidOut: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.kind} = 'payout' AND ${ledgerEntries.account} = 'earnings'), 0)::int`,
      unearned: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.account} = 'unearned'), 0)::int`,
    })
    .from(ledgerEntries)
    .where(creatorId ? eq(ledgerEntries.creatorId, creatorId) : sql`${ledgerEntries.creatorId} IS NOT NULL`)
    .groupBy(ledgerEntries.creatorId);
  return new Map(
    rows.map((row): [string, Balances] => [
      row.creatorId ?? '',
      {
        balanceCents: Number(row.available) - Number(row.paidOut),
        pendingCents: Number(row.pending),
        paidOutCents: Number(row.paidOut),
        unearnedCents: Number(row.unearned),
      },
    ]),
  );
}

const NO_BALANCES: Balances = { balanceCents: 0, pendingCents: 0, paidOutCents: 0, unearnedCents: 0 };

export async function creatorBalances(db: Queryable, creatorId: string, now: Date): Promise<Balances> {
  return (await balancesOf(db, now, creatorId)).get(creatorId) ?? NO_BALANCES;
}

/**
 * What a creator sees of the ledger: the balances, and the movements behind them, newest first — each sale,
 * refund, credit used or payout with what the buyer paid, Kenja's fee and the change to the creator's earnings and
 * unearned credits. Kenja's side of a sale (cash, fee) is shown for the creator's own packs only: an order may hold
 * several creators' packs.
 */
export async function earningsOf(
  db: Database,
  creatorId: string,
  now: Date,
  before?: number,
): Promise<Earnings> {
  const balances = await creatorBalances(db, creatorId, now);
  const mine = await db
    .select({ id: ledgerEntries.id, txnId: ledgerEntries.txnId, packId: ledgerEntries.packId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.creatorId, creatorId), before ? lt(ledgerEntries.id, before) : undefined))
    .orderBy(desc(ledgerEntries.id))
    .limit(EARNINGS_PAGE_SIZE + 1);
  const page = mine.slice(0, EARNINGS_PAGE_SIZE);
  const txnIds = [...new Set(page.map((row) => row.txnId))];
  const sums = txnIds.length
    ? await db
        .select({
          txnId: ledgerEntries.txnId,
          packId: ledgerEntries.packId,
          kind: ledgerEntries.kind,
          orderId: ledgerEntries.orderId,
          at: sql<string>`min(${ledgerEntries.createdAt})`,
          gross: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.account} = 'cash' AND ${ledgerEntries.kind} <> 'payout'), 0)::int`,
          fee: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.account} = 'fees'), 0)::int`,
          earnings: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.account} = 'earnings'), 0)::int`,
          unearned: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}) FILTER (WHERE ${ledgerEntries.account} = 'unearned'), 0)::int`,
        })
        .from(ledgerEntries)
        .where(
          and(
            inArray(ledgerEntries.txnId, txnIds),
            or(
              eq(ledgerEntries.creatorId, creatorId),
              inArray(
                ledgerEntries.packId,
                db.select({ id: packs.id }).from(packs).where(eq(packs.creatorId, creatorId)),
              ),
            ),
          ),
        )
        .groupBy(ledgerEntries.txnId, ledgerEntries.packId, ledgerEntries.kind, ledgerEntries.orderId)
    : [];
  const titles = new Map(
    (
      await db.select({ id: packs.id, title: packs.title }).from(packs).where(eq(packs.creatorId, creatorId))
    ).map((row) => [row.id, row.title]),
  );
  const sumOf = new Map(sums.map((row) => [`${row.txnId} ${row.packId ?? ''}`, row]));
  const seen = new Set<string>();
  const entries: EarningsEntry[] = [];
  for (const row of page) {
    const key = `${row.txnId} ${row.packId ?? ''}`;
    const sum = sumOf.get(key);
    if (!sum || seen.has(key)) continue;
    seen.add(key);
    entries.push({
      id: String(row.id),
      kind: sum.kind,
      at: new Date(sum.at).toISOString(),
      packTitle: sum.packId ? (titles.get(sum.packId) ?? null) : null,
      orderId: sum.orderId,
      grossCents: Number(sum.gross),
      feeCents: Number(sum.fee),
      earningsCents: Number(sum.earnings),
      unearnedCents: Number(sum.unearned),
    });
  }
  return {
    currency: 'USD',
    ...balances,
    feeBps: await platformFeeBps(db),
    entries,
    nextBefore: mine.length > EARNINGS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
