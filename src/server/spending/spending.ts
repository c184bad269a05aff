import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accessTokens } from '../db/schema';
import type { UserRow } from '../http/context';
import type { AssistantPayments } from './assistant-payments';
import { createConfirmations } from './confirmations';
import { purchasesOf } from './present';
import { createPurchases } from './purchases';

/** What connected assistants may spend and what they buy (issue 50): quotes, purchases, confirmations. */
export function createSpending(deps: {
  db: Database;
  now: () => Date;
  secret: string;
  publicUrl: URL;
  payments: AssistantPayments;
}) {
  return {
    purchases: createPurchases(deps),
    confirmations: createConfirmations(deps),
    purchasesOf: (user: UserRow) => purchasesOf(deps.db, user.id, deps.now()),
    /** The 2025-era client said at initialize that it can open a URL for its person (mcp/routes.ts keeps it). */
    async elicitsUrl(connectionId: string) {
      const [row] = await deps.db
        .select({ elicitsUrl: accessTokens.elicitsUrl })
        .from(accessTokens)
        .where(eq(accessTokens.id, connectionId));
      return row?.elicitsUrl ?? false;
    },
  };
}

export type Spending = ReturnType<typeof createSpending>;
