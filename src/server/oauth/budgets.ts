import { and, eq, inArray } from 'drizzle-orm';
import {
  assistantBudgetSchema,
  BUDGET_CURRENCY,
  SAFE_BUDGET,
  type AssistantBudget,
  type BudgetState,
} from '../../common/contracts/assistant-spending';
import type { Queryable } from '../db/client';
import { accessTokens, assistantBudgets, assistantSpendMonths } from '../db/schema';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';

/**
 * What a person lets each connected assistant spend (issue 50): chosen at consent, changed on the Connect page.
 * The budget is a property of the connection, so it lives beside the grants; what is bought against it, and the
 * limit race, are spending/'s.
 */

/** The calendar month (UTC) a moment's spending counts in: `YYYY-MM`. */
export const spendMonth = (at: Date) => at.toISOString().slice(0, 7);

type BudgetRow = typeof assistantBudgets.$inferSelect;

export function budgetOf(row: BudgetRow | undefined): AssistantBudget {
  if (!row) return SAFE_BUDGET;
  return {
    may_buy: row.mayBuy,
    monthly_limit_cents: row.monthlyLimitCents,
    per_purchase_limit_cents: row.perPurchaseLimitCents,
    auto_buy_under_cents: row.autoBuyUnderCents,
    confirm_first_purchase: row.confirmFirstPurchase,
  };
}

const columnsOf = (budget: AssistantBudget) => ({
  mayBuy: budget.may_buy,
  monthlyLimitCents: budget.monthly_limit_cents,
  perPurchaseLimitCents: budget.per_purchase_limit_cents,
  autoBuyUnderCents: budget.auto_buy_under_cents,
  confirmFirstPurchase: budget.confirm_first_purchase,
});

/** Writes a connection's budget (a new row, or the person's change of it). */
export async function writeBudget(
  db: Queryable,
  connection: { id: string; userId: string },
  budget: AssistantBudget,
  at: Date,
) {
  const checked = assistantBudgetSchema.parse(budget);
  await db
    .insert(assistantBudgets)
    .values({ connectionId: connection.id, userId: connection.userId, ...columnsOf(checked), updatedAt: at })
    .onConflictDoUpdate({
      target: assistantBudgets.connectionId,
      set: { ...columnsOf(checked), updatedAt: at },
    });
}

/** Each connection's budget and what it spent in `at`'s month; a connection with no row may not buy. */
export async function budgetStates(
  db: Queryable,
  connectionIds: readonly string[],
  at: Date,
): Promise<Map<string, BudgetState>> {
  const month = spendMonth(at);
  const rows =
    connectionIds.length === 0
      ? []
      : await db
          .select({ budget: assistantBudgets, spent: assistantSpendMonths.committedCents })
          .from(assistantBudgets)
          .leftJoin(
            assistantSpendMonths,
            and(
              eq(assistantSpendMonths.connectionId, assistantBudgets.connectionId),
              eq(assistantSpendMonths.month, month),
            ),
          )
          .where(inArray(assistantBudgets.connectionId, [...connectionIds]));
  const found = new Map(rows.map((row) => [row.budget.connectionId, row]));
  return new Map(
    connectionIds.map((id) => {
      const row = found.get(id);
      const budget = budgetOf(row?.budget);
      const spent = row?.spent ?? 0;
      return [
        id,
        {
          budget,
          currency: row?.budget.currency ?? BUDGET_CURRENCY,
          month,
          spent_cents: spent,
          left_cents: budget.may_buy ? Math.max(0, budget.monthly_limit_cents - spent) : 0,
        },
      ];
    }),
  );
}

/** The Connect page's change of one of `user`'s assistants' budget; refused for anyone else's. */
export async function changeBudget(
  db: Queryable,
  user: UserRow,
  connectionId: string,
  budget: AssistantBudget,
  at: Date,
) {
  const [connection] = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.id, connectionId),
        eq(accessTokens.userId, user.id),
        eq(accessTokens.kind, 'oauth'),
      ),
    );
  if (!connection) throw new AppError('not_found', 'No such connected assistant');
  await writeBudget(db, connection, budget, at);
  const state = (await budgetStates(db, [connectionId], at)).get(connectionId);
  if (!state) throw new Error('a written budget was not read back');
  return state;
}
