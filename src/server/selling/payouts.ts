import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import {
  PAYOUT_REFUSALS,
  type Payout,
  type PayoutRequest,
  type Payouts,
} from '../../common/contracts/selling';
import { hasCreatorRights } from '../../common/roles';
import { PLATFORM_FEE_DEFAULT_BPS } from '../../common/limits';
import { recordAudit } from '../audit';
import type { Database } from '../db/client';
import { lockedSetting } from '../db/locked-setting';
import { payouts, settings, userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { balancesOf, creatorBalances } from './earnings';
import { PLATFORM_FEE_KEY, platformFeeBps, post } from './ledger';

type PayoutRow = typeof payouts.$inferSelect;

function present(row: PayoutRow): Payout {
  return {
    id: row.id,
    creatorId: row.creatorId,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
    transferRef: row.transferRef,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The admin's payouts view: every creator with earnings, their balances, and the latest payouts. */
export async function payoutsOverview(db: Database, now: Date): Promise<Payouts> {
  const balances = await balancesOf(db, now);
  const ids = [...balances.keys()];
  const people = ids.length ? await db.select().from(userProfiles).where(inArray(userProfiles.id, ids)) : [];
  const recent = await db.select().from(payouts).orderBy(desc(payouts.createdAt)).limit(20);
  return {
    currency: 'USD',
    feeBps: await platformFeeBps(db),
    creators: people
      .map((person) => {
        const { unearnedCents: _unearned, ...balance } = balances.get(person.id) ?? {
          balanceCents: 0,
          pendingCents: 0,
          paidOutCents: 0,
          unearnedCents: 0,
        };
        return {
          creatorId: person.id,
          name: person.fullName ?? person.email,
          email: person.email,
          ...balance,
          stripeAccount: person.stripeAccount,
        };
      })
      .sort((a, b) => b.balanceCents - a.balanceCents || a.name.localeCompare(b.name)),
    recent: recent.map(present),
  };
}

/**
 * Pays a creator out of their balance (all of it unless an amount is named): a Stripe Connect transfer to their
 * connected account when Stripe is set up and they have one, else recorded as paid outside Kenja (manual). The
 * creator's row is locked first, so two payouts at once cannot both spend the same balance; the transfer is asked
 * for inside the transaction with the payout's id as its idempotency key, so a failed transfer records nothing (in
 * the books or the audit log) and a retried one moves no money twice.
 */
export async function payOut(
  db: Database,
  admin: UserRow,
  request: PayoutRequest,
  { now, stripe }: { now: Date; stripe: Stripe | undefined },
): Promise<Payout> {
  return db.transaction(async (tx) => {
    const [creator] = await tx
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, request.creatorId))
      .for('no key update');
    if (!creator || !hasCreatorRights(creator.userRole)) throw new AppError('not_found', 'No such creator');
    const { balanceCents } = await creatorBalances(tx, creator.id, now);
    if (balanceCents <= 0) throw new AppError('conflict', PAYOUT_REFUSALS.nothingDue);
    const amountCents = request.amountCents ?? balanceCents;
    if (amountCents > balanceCents) throw new AppError('conflict', PAYOUT_REFUSALS.overBalance);
    const id = randomUUID();
    const currency = 'USD';
    let transferRef: string | null = null;
    if (stripe && creator.stripeAccount) {
      const transfer = await stripe.transfers
        .create(
          {
            amount: amountCents,
            currency: currency.toLowerCase(),
            destination: creator.stripeAccount,
            metadata: { payout_id: id, creator_id: creator.id },
          },
          { idempotencyKey: `kenja-payout-${id}` },
        )
        .catch((error: unknown) => {
          throw transferFailure(error, creator.stripeAccount ?? '');
        });
      transferRef = transfer.id;
    }
    const [row] = await tx
      .insert(payouts)
      .values({
        id,
        creatorId: creator.id,
        amountCents,
        currency,
        method: transferRef ? 'stripe' : 'manual',
        transferRef,
        note: request.note || null,
        createdBy: admin.id,
        createdAt: now,
      })
      .returning();
    const entry = { kind: 'payout' as const, currency, payoutId: id, createdAt: now, availableAt: now };
    await post(tx, [
      { ...entry, account: 'earnings', creatorId: creator.id, amountCents },
      { ...entry, account: 'cash', amountCents: -amountCents },
    ]);
    const payout = present(row as PayoutRow);
    await recordAudit(tx, {
      action: 'payout_made',
      actorId: admin.id,
      subjectId: creator.id,
      detail: {
        payoutId: id,
        amountCents,
        currency,
        method: payout.method,
        transferRef,
        note: payout.note,
        before: balanceCents,
        after: balanceCents - amountCents,
      },
      createdAt: now,
    });
    return payout;
  });
}

/**
 * Why no transfer was made, for the admin: Stripe's own reason when it refused the request (the platform's balance
 * is too low, the account cannot receive transfers…), else that Stripe could not be reached. Either way the
 * transaction rolls back, so nothing is recorded.
 */
function transferFailure(error: unknown, account: string): AppError {
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeCardError
  ) {
    const reason = error.message.trim().replace(/([^.!?])$/, '$1.');
    return new AppError(
      'conflict',
      `${PAYOUT_REFUSALS.stripeRefused} to ${account}: ${reason} Nothing was paid out or recorded.`,
    );
  }
  return new AppError(
    'unavailable',
    'Stripe could not make the transfer right now. Nothing was paid out or recorded; try again.',
  );
}

/**
 * Sets Kenja's share of future sales (past sales keep the fee they were booked with), audited with the fee it
 * replaces in the same transaction.
 */
export async function setPlatformFee(db: Database, admin: UserRow, feeBps: number, now: Date) {
  await db.transaction(async (tx) => {
    const stored = await lockedSetting(tx, PLATFORM_FEE_KEY);
    const before = typeof stored === 'number' ? stored : PLATFORM_FEE_DEFAULT_BPS;
    await tx
      .insert(settings)
      .values({ key: PLATFORM_FEE_KEY, value: feeBps, updatedAt: now, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: feeBps, updatedAt: now, updatedBy: admin.id },
      });
    if (before !== feeBps) {
      await recordAudit(tx, {
        action: 'platform_fee_changed',
        actorId: admin.id,
        detail: { before, after: feeBps },
        createdAt: now,
      });
    }
  });
  return { feeBps };
}

/**
 * Names the creator's Stripe connected account (null: none, payouts are manual), audited with the one it replaces;
 * false when no such creator — a person who is not a creator has no earnings to be paid, and is given no payout
 * account.
 */
export async function setStripeAccount(
  db: Database,
  admin: UserRow,
  change: { creatorId: string; stripeAccount: string | null; now: Date },
) {
  const { creatorId, stripeAccount, now } = change;
  return db.transaction(async (tx) => {
    const [creator] = await tx
      .select({ id: userProfiles.id, stripeAccount: userProfiles.stripeAccount })
      .from(userProfiles)
      .where(and(eq(userProfiles.id, creatorId), eq(userProfiles.userRole, 'creator')))
      .for('update');
    if (!creator) return false;
    await tx.update(userProfiles).set({ stripeAccount }).where(eq(userProfiles.id, creator.id));
    if (creator.stripeAccount !== stripeAccount) {
      await recordAudit(tx, {
        action: 'payout_account_changed',
        actorId: admin.id,
        subjectId: creator.id,
        detail: { before: creator.stripeAccount, after: stripeAccount },
        createdAt: now,
      });
    }
    return true;
  });
}
