import {
  SAFE_BUDGET,
  type AgentPurchase,
  type BudgetState,
  type PurchaseConfirmation,
  type SavedCard,
} from '../../common/contracts/assistant-spending';
import { fixtureOf } from './fixture';

/** What an assistant connected without a word about money may spend: nothing, December 2025 untouched. */
export const budgetStateFixture = fixtureOf<BudgetState>({
  budget: SAFE_BUDGET,
  currency: 'USD',
  month: '2025-12',
  spent_cents: 0,
  left_cents: 0,
});

/** An assistant that may spend $20.00 a month, up to $10.00 at a time, asking every time; $4.99 spent in December. */
export const spendingBudgetFixture = () =>
  budgetStateFixture({
    budget: {
      may_buy: true,
      monthly_limit_cents: 2000,
      per_purchase_limit_cents: 1000,
      auto_buy_under_cents: null,
      confirm_first_purchase: true,
    },
    spent_cents: 499,
    left_cents: 1501,
  });

/** Sourdough Basics, bought by ChatGPT for $4.99 and paid: the receipt is order …0001. */
export const agentPurchaseFixture = fixtureOf<AgentPurchase>({
  id: '7a000000-0000-4000-8000-000000000001',
  connection_id: '9e8d7c6b-5a49-4382-a716-000000000001',
  client_name: 'ChatGPT',
  pack: { id: '5d0c8a4e-4b9f-4a43-8f1e-2d7b9c6e1a01', slug: 'sourdough-basics', title: 'Sourdough Basics' },
  credit_blocks: null,
  amount_cents: 499,
  currency: 'USD',
  status: 'paid',
  confirm_reason: null,
  order_id: '60000000-0000-4000-8000-000000000001',
  failure: null,
  created_at: '2025-12-03T10:00:00.000Z',
  settled_at: '2025-12-03T10:00:01.000Z',
});

export const savedCardFixture = fixtureOf<SavedCard>({
  provider: 'stripe',
  brand: 'visa',
  last4: '4242',
  created_at: '2025-11-20T08:00:00.000Z',
});

/** ChatGPT asks to buy Sourdough Basics for $4.99, waiting because its person asked to be asked every time. */
export const confirmationFixture = fixtureOf<PurchaseConfirmation>({
  purchase: agentPurchaseFixture({ status: 'awaiting_confirmation', order_id: null, settled_at: null }),
  reason: 'ask_every_time',
  open: true,
  budget: spendingBudgetFixture(),
  card: savedCardFixture(),
});
