import { desc, eq, inArray } from 'drizzle-orm';
import {
  BUY_CONFIRM_REASONS,
  type AgentPurchase,
  type BuyConfirmReason,
} from '../../common/contracts/assistant-spending';
import type { Language } from '../../common/languages';
import { LANGUAGE_PREFIX } from '../../common/routes';
import type { Queryable } from '../db/client';
import { agentPurchases, packs } from '../db/schema';

export type PurchaseRow = typeof agentPurchases.$inferSelect;

const isReason = (reason: string | null): reason is BuyConfirmReason =>
  (BUY_CONFIRM_REASONS as readonly string[]).includes(reason ?? '');

/** A purchase waiting for the person whose confirmation window has passed is expired, whatever the row says yet. */
export function effectiveStatus(row: PurchaseRow, now: Date): PurchaseRow['status'] {
  if (row.status === 'awaiting_confirmation' && row.confirmUntil && row.confirmUntil <= now) return 'expired';
  return row.status;
}

export async function presentPurchases(db: Queryable, rows: readonly PurchaseRow[], now: Date) {
  const packIds = [...new Set(rows.map((row) => row.packId))];
  const packRows =
    packIds.length === 0
      ? []
      : await db
          .select({ id: packs.id, slug: packs.slug, title: packs.title })
          .from(packs)
          .where(inArray(packs.id, packIds));
  const byId = new Map(packRows.map((pack) => [pack.id, pack]));
  return rows.map((row): AgentPurchase => ({
    id: row.id,
    connection_id: row.connectionId,
    client_name: row.clientName,
    pack: byId.get(row.packId) ?? { id: row.packId, slug: '', title: '' },
    credit_blocks: row.creditBlocks,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: effectiveStatus(row, now),
    confirm_reason: isReason(row.confirmReason) ? row.confirmReason : null,
    order_id: row.orderId,
    failure: row.failure,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  }));
}

export async function presentPurchase(db: Queryable, row: PurchaseRow, now: Date): Promise<AgentPurchase> {
  const [presented] = await presentPurchases(db, [row], now);
  if (!presented) throw new Error('a purchase was not presented');
  return presented;
}

/** The person's purchases by their assistants, newest first. */
export async function purchasesOf(db: Queryable, userId: string, now: Date) {
  const rows = await db
    .select()
    .from(agentPurchases)
    .where(eq(agentPurchases.userId, userId))
    .orderBy(desc(agentPurchases.createdAt))
    .limit(200);
  return presentPurchases(db, rows, now);
}

/** Where the person confirms a purchase, and where its receipt is. */
export const confirmPath = (language: Language, token: string) =>
  `${LANGUAGE_PREFIX[language]}/confirm-purchase/${token}`;
export const receiptPath = (language: Language, orderId: string) =>
  `${LANGUAGE_PREFIX[language]}/orders/${orderId}`;
