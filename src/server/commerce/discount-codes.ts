import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_REFUSALS,
  type DiscountCode,
  type DiscountCodeBody,
  discountCodeBodySchema,
} from '../../common/contracts/offers';
import { DISCOUNT_CODES_PER_CREATOR_MAX } from '../../common/limits';
import type { Database, Queryable } from '../db/client';
import { discountCodes, orders, packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import { checkoutOpenSince } from './order-times';
import { splitByWeight } from './split';

type CodeRow = typeof discountCodes.$inferSelect;

/** A line of a cart as a discount code sees it. */
export interface DiscountableLine {
  packId: string;
  creatorId: string;
  priceCents: number;
}

const refuse = (status: 'not_found' | 'conflict', reason: keyof typeof DISCOUNT_REFUSALS) =>
  new AppError(status, DISCOUNT_REFUSALS[reason], [{ path: ['code'], message: DISCOUNT_REFUSALS[reason] }]);

/**
 * An order holds a use of its code while it waits for its payment (for as long as its checkout stays open: 30
 * minutes), when paid, and when refunded — a refund does not hand a limited code back. A buyer's newer checkout
 * with the same code replaces their pending one (orders.ts), so one buyer holds at most one use at a time.
 */
function holdsAUse(now: Date) {
  return or(
    inArray(orders.status, ['paid', 'refunded']),
    and(eq(orders.status, 'pending'), gt(orders.createdAt, checkoutOpenSince(now))),
  );
}

/**
 * The code's discount on each line of the cart it applies to (the creator's packs, or the one pack it names):
 * a percentage of each, or a fixed amount spread over them by price. Refuses an unknown, expired, used-up or
 * inapplicable code. Inside checkout's transaction, the code's row is locked first, so its uses are counted with
 * no other checkout between the count and the order that takes one.
 */
export async function applyDiscountCode(
  tx: Queryable,
  text: string,
  lines: readonly DiscountableLine[],
  now: Date,
  { lock }: { lock: boolean },
): Promise<{ codeId: string; discounts: Map<string, number> }> {
  const query = tx.select().from(discountCodes).where(eq(discountCodes.code, text.toUpperCase()));
  const [code] = lock ? await query.for('update') : await query;
  if (!code) throw refuse('not_found', 'unknown');
  if (code.expiresAt && code.expiresAt <= now) throw refuse('conflict', 'expired');
  if (code.usageLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.discountCodeId, code.id), holdsAUse(now)));
    if ((used?.n ?? 0) >= code.usageLimit) throw refuse('conflict', 'usedUp');
  }
  const applies = lines.filter(
    (line) => line.creatorId === code.creatorId && (code.packId === null || line.packId === code.packId),
  );
  const base = applies.reduce((sum, line) => sum + line.priceCents, 0);
  if (base === 0) throw refuse('conflict', 'notApplicable');
  const off =
    code.kind === 'percent'
      ? applies.map((line) => Math.round((line.priceCents * code.amount) / 100))
      : splitByWeight(
          Math.min(code.amount, base),
          applies.map((line) => line.priceCents),
        );
  return { codeId: code.id, discounts: new Map(applies.map((line, i) => [line.packId, off[i] ?? 0])) };
}

/** The creator's codes, newest first, with how many orders used each. */
export async function listDiscountCodes(db: Queryable, creator: UserRow, now: Date): Promise<DiscountCode[]> {
  const rows = await db
    .select({
      code: discountCodes,
      packTitle: packs.title,
      uses: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.discountCodeId} = ${discountCodes.id} AND ${holdsAUse(now)})`,
    })
    .from(discountCodes)
    .leftJoin(packs, eq(packs.id, discountCodes.packId))
    .where(eq(discountCodes.creatorId, creator.id))
    .orderBy(desc(discountCodes.createdAt));
  return rows.map(({ code, packTitle, uses }) => present(code, packTitle, uses));
}

/** A new code of the creator's (for one of their packs, or all); codes are unique across Kenja. */
export async function createDiscountCode(
  db: Database,
  creator: UserRow,
  input: DiscountCodeBody,
  now: Date,
): Promise<DiscountCode> {
  const body = discountCodeBodySchema.parse(input);
  return db.transaction(async (tx) => {
    if (body.packId) {
      const [pack] = await tx
        .select({ creatorId: packs.creatorId, kind: packs.kind, title: packs.title })
        .from(packs)
        .where(eq(packs.id, body.packId));
      if (!pack || pack.creatorId !== creator.id || pack.kind !== 'marketplace') {
        throw new AppError('not_found', 'No such pack of yours', [
          { path: ['packId'], message: 'No such pack of yours' },
        ]);
      }
    }
    const [mine] = await tx
      .select({ n: count() })
      .from(discountCodes)
      .where(eq(discountCodes.creatorId, creator.id));
    if ((mine?.n ?? 0) >= DISCOUNT_CODES_PER_CREATOR_MAX) {
      throw new AppError('conflict', `At most ${DISCOUNT_CODES_PER_CREATOR_MAX} codes per creator`);
    }
    const [row] = await tx
      .insert(discountCodes)
      .values({
        creatorId: creator.id,
        code: body.code,
        kind: body.kind,
        amount: body.amount,
        packId: body.packId,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        usageLimit: body.usageLimit,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw refuse('conflict', 'taken');
    const [withTitle] = (await listDiscountCodes(tx, creator, now)).filter((code) => code.id === row.id);
    return withTitle as DiscountCode;
  });
}

/**
 * Ends a code at once (it expires now). Codes are never deleted: the orders that used one keep naming it.
 */
export async function endDiscountCode(db: Database, creator: UserRow, codeId: string, now: Date) {
  const [row] = await db
    .update(discountCodes)
    .set({ expiresAt: now })
    .where(and(eq(discountCodes.id, codeId), eq(discountCodes.creatorId, creator.id)))
    .returning();
  if (!row) throw new AppError('not_found', 'No such discount code of yours');
  const [ended] = (await listDiscountCodes(db, creator, now)).filter((code) => code.id === row.id);
  return ended as DiscountCode;
}

function present(code: CodeRow, packTitle: string | null, uses: number): DiscountCode {
  return {
    id: code.id,
    code: code.code,
    kind: code.kind,
    amount: code.amount,
    packId: code.packId,
    packTitle,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    usageLimit: code.usageLimit,
    uses,
    createdAt: code.createdAt.toISOString(),
  };
}
