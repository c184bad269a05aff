import { and, eq, sql } from 'drizzle-orm';
import { BUDGET_CURRENCY, type BudgetState } from '../../common/contracts/assistant-spending';
import type { Language } from '../../common/languages';
import { QUERY_CREDITS_PER_BLOCK } from '../../common/limits';
import type { Database, Transaction } from '../db/client';
import { accessTokens, agentPurchases, assistantBudgets, assistantSpendMonths, packs } from '../db/schema';
import type { BearerPrincipal } from '../http/context';
import { AppError } from '../http/errors';
import { budgetOf, budgetStates, spendMonth } from '../oauth';
import type { AssistantPayments } from './assistant-payments';
import { confirmReason } from './decide';
import { confirmPath, receiptPath, type PurchaseRow } from './present';
import {
  CONFIRM_LIFETIME_MS,
  cartOf,
  createCharging,
  reread,
  reserve,
  release,
  type PurchaseRequest,
} from './charging';
import { enqueueStaleRelease } from './stale-reservations';
import { confirmToken, readQuote, signQuote, type SignedQuote } from './signed';

/** How long a quote may be bought with, and how long the person has to confirm a purchase. */
export const QUOTE_LIFETIME_MS = 15 * 60_000;

export interface SpendingDeps {
  db: Database;
  now: () => Date;
  /** Signs quotes and confirmation links (the app's session secret: the same on every instance). */
  secret: string;
  publicUrl: URL;
  payments: AssistantPayments;
}

/** The facts a purchase is judged on, read inside the transaction that holds the budget's lock when there is one. */
async function factsFor(db: Database | Transaction, principal: BearerPrincipal, packId: string, at: Date) {
  const connectionId = principal.tokenId;
  const month = spendMonth(at);
  // One round trip (quote is on an assistant's hot path): the budget, its month so far, and an earlier purchase.
  const [row] = await db
    .select({
      budget: assistantBudgets,
      spent: assistantSpendMonths.committedCents,
      boughtBefore: sql<boolean>`exists (
        SELECT 1 FROM ${agentPurchases} WHERE ${agentPurchases.connectionId} = ${connectionId}
          AND ${agentPurchases.packId} = ${packId} AND ${agentPurchases.status} = 'paid')`,
    })
    .from(accessTokens)
    .leftJoin(assistantBudgets, eq(assistantBudgets.connectionId, accessTokens.id))
    .leftJoin(
      assistantSpendMonths,
      and(eq(assistantSpendMonths.connectionId, accessTokens.id), eq(assistantSpendMonths.month, month)),
    )
    .where(eq(accessTokens.id, connectionId));
  const budget = budgetOf(row?.budget ?? undefined);
  const spentCents = row?.spent ?? 0;
  const currency = row?.budget?.currency ?? BUDGET_CURRENCY;
  const state: BudgetState = {
    budget,
    currency,
    month,
    spent_cents: spentCents,
    left_cents: budget.may_buy ? Math.max(0, budget.monthly_limit_cents - spentCents) : 0,
  };
  return {
    budget,
    budgetCurrency: currency,
    spentCents,
    boughtPackBefore: row?.boughtBefore === true,
    state,
  };
}

/** The quote, if Kenja signed it for this caller (whether or not it is still good for a new purchase). */
function ownQuote(secret: string, principal: BearerPrincipal, quoteId: string): SignedQuote {
  const signed = readQuote(secret, quoteId);
  if (!signed || signed.u !== principal.user.id || signed.c !== principal.tokenId) {
    throw new AppError(
      'validation',
      'Unknown quote_id: call quote for the pack first and buy with its quote_id',
    );
  }
  return signed;
}

/** The purchase an assistant's call made, found by its call key, if it made one. */
async function madeBy(from: Database | Transaction, connectionId: string, callKey: string) {
  const [made] = await from
    .select()
    .from(agentPurchases)
    .where(and(eq(agentPurchases.connectionId, connectionId), eq(agentPurchases.callKey, callKey)));
  return made;
}

/** The purchase an assistant's call made, which must be there. */
async function byCallKey(tx: Transaction, connectionId: string, callKey: string): Promise<PurchaseRow> {
  const existing = await madeBy(tx, connectionId, callKey);
  if (!existing) throw new Error('a purchase neither inserted nor found');
  return existing;
}

/**
 * Quoting and buying by a connected assistant (issue 50). The budget is the person's and is enforced here, on the
 * server, for every call: a purchase the assistant may make on its own is reserved against its month under the
 * budget row's lock before any money moves, so concurrent buys on any instance never pass a limit; anything else
 * waits for the person on a confirmation page bound to them.
 */
export function createPurchases({ db, now, secret, publicUrl, payments }: SpendingDeps) {
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const { withToken, charge } = createCharging({ db, now, secret, payments });

  /** What buying would cost now, what is left of the budget, and whether the person would be asked. */
  async function quote(principal: BearerPrincipal, request: PurchaseRequest) {
    const at = now();
    const priced = await payments.quote(principal.user, cartOf(request));
    const line = priced.lines[0];
    if (!line) throw new AppError('validation', 'Nothing to buy');
    const facts = await factsFor(db, principal, request.packId, at);
    const hasCard = await payments.hasCard(principal.user.id);
    const reason = confirmReason({
      ...facts,
      amountCents: priced.totalCents,
      currency: priced.currency,
      hasCard,
    });
    const expiresAt = at.getTime() + QUOTE_LIFETIME_MS;
    return {
      quoteId: signQuote(secret, {
        u: principal.user.id,
        c: principal.tokenId,
        p: request.packId,
        b: request.creditBlocks,
        a: priced.totalCents,
        cur: priced.currency,
        e: expiresAt,
      }),
      title: line.title,
      queries: request.creditBlocks ? request.creditBlocks * QUERY_CREDITS_PER_BLOCK : null,
      currency: priced.currency,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      amountCents: priced.totalCents,
      reason,
      budget: facts.state,
      expiresAt: new Date(expiresAt),
    };
  }

  /**
   * Records the purchase and decides it under the budget row's lock: reserved against the month (the assistant
   * may buy on its own) or waiting for the person. The same quote bought again finds the purchase it made.
   */
  async function record(
    principal: BearerPrincipal,
    signed: SignedQuote,
    callKey: string,
    language: Language,
  ): Promise<{ row: PurchaseRow; fresh: boolean }> {
    const at = now();
    const hasCard = await payments.hasCard(principal.user.id);
    return db.transaction(async (tx) => {
      const [connection] = await tx
        .select({ name: accessTokens.name })
        .from(accessTokens)
        .where(eq(accessTokens.id, principal.tokenId))
        .for('key share');
      if (!connection) throw new AppError('unauthenticated', 'This assistant was disconnected');
      // Every decision for this assistant queues here: the budget and its month are read after the lock.
      await tx
        .select({ id: assistantBudgets.connectionId })
        .from(assistantBudgets)
        .where(eq(assistantBudgets.connectionId, principal.tokenId))
        // Not FOR UPDATE: a payment counted in the month takes a key-share lock on this row (its foreign key),
        // which FOR UPDATE would make wait on us while we wait on its month row — a deadlock.
        .for('no key update');
      const facts = await factsFor(tx, principal, signed.p, at);
      let reason = confirmReason({ ...facts, amountCents: signed.a, currency: signed.cur, hasCard });
      const month = spendMonth(at);
      if (reason === null && !(await reserve(tx, principal.tokenId, month, signed.a))) {
        reason = 'over_monthly_limit';
      }
      const [inserted] = await tx
        .insert(agentPurchases)
        .values({
          userId: principal.user.id,
          connectionId: principal.tokenId,
          clientName: connection.name,
          callKey,
          packId: signed.p,
          creditBlocks: signed.b,
          amountCents: signed.a,
          currency: signed.cur,
          countedMonth: reason === null ? month : null,
          status: reason === null ? 'reserved' : 'awaiting_confirmation',
          confirmReason: reason,
          confirmUntil: reason === null ? null : new Date(at.getTime() + CONFIRM_LIFETIME_MS),
          language,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) {
        // The same call again (or at the same moment): the purchase it made, and nothing reserved twice.
        if (reason === null) await release(tx, principal.tokenId, month, signed.a);
        return { row: await byCallKey(tx, principal.tokenId, callKey), fresh: false };
      }
      if (reason === null) await enqueueStaleRelease(tx, inserted, at);
      return { row: reason === null ? inserted : await withToken(tx, inserted), fresh: true };
    });
  }

  /** Buys what the quote priced: at once when the budget allows and a card is saved, else once the person confirms. */
  async function buy(principal: BearerPrincipal, quoteId: string, language?: Language): Promise<PurchaseRow> {
    const signed = ownQuote(secret, principal, quoteId);
    const callKey = quoteId.slice(quoteId.lastIndexOf('.') + 1);
    // The purchase this quote made already answers, however long ago (the person has a day to confirm it).
    const made = await madeBy(db, principal.tokenId, callKey);
    if (made) return made;
    if (signed.e <= now().getTime()) {
      throw new AppError('validation', 'This quote has expired: call quote again for the current price');
    }
    const [pack] = await db.select({ language: packs.language }).from(packs).where(eq(packs.id, signed.p));
    if (!pack) throw new AppError('not_found', 'No such pack');
    const { row, fresh } = await record(principal, signed, callKey, language ?? (pack.language as Language));
    // Only the call that reserved it charges: a retry, or the person's confirmation under way, must not.
    if (!fresh || row.status !== 'reserved') return row;
    return charge(principal, row);
  }

  return {
    quote,
    buy,
    reread: (id: string) => reread(db, id),
    /** What is left of the assistant's budget now. */
    budgetState: async (connectionId: string) =>
      (await budgetStates(db, [connectionId], now())).get(connectionId),
    /** Where the person confirms a purchase waiting for them, and where a paid one's receipt is. */
    confirmUrl: (row: PurchaseRow) =>
      absolute(confirmPath(row.language as Language, confirmToken(secret, row.id))),
    receiptUrl: (row: PurchaseRow) =>
      row.orderId ? absolute(receiptPath(row.language as Language, row.orderId)) : null,
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
