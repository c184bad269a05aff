import { describe, expect, it } from 'vitest';
import { assistantBudgetSchema, SAFE_BUDGET } from '../../../common/contracts/assistant-spending';
import { draftOf, OVER_MONTHLY_MESSAGE, readDraft, SAFE_DRAFT, type BudgetDraft } from './budget-draft';

const allowed = (draft: Partial<BudgetDraft>): BudgetDraft => ({
  ...SAFE_DRAFT,
  mayBuy: true,
  monthly: '20',
  perPurchase: '10',
  ...draft,
});

describe('a budget as typed', () => {
  it('is the safe default while the assistant may not buy, whatever was typed', () => {
    expect(readDraft({ ...SAFE_DRAFT, monthly: '50', perPurchase: '900' })).toEqual({
      budget: SAFE_BUDGET,
      issues: null,
    });
    expect(SAFE_DRAFT).toMatchObject({ mayBuy: false, autoBuy: false, confirmFirst: true, monthly: '' });
  });

  it('turns dollars into cents, asking every time or buying on its own under an amount', () => {
    expect(readDraft(allowed({ perPurchase: '4.99' })).budget).toEqual({
      may_buy: true,
      monthly_limit_cents: 2000,
      per_purchase_limit_cents: 499,
      auto_buy_under_cents: null,
      confirm_first_purchase: true,
    });
    expect(readDraft(allowed({ autoBuy: true, autoUnder: '2.5', confirmFirst: false })).budget).toMatchObject(
      { auto_buy_under_cents: 250, confirm_first_purchase: false },
    );
  });

  it('comes back as it was saved', () => {
    const budget = readDraft(allowed({ autoBuy: true, autoUnder: '3' })).budget;
    if (!budget) throw new Error('a budget expected');
    expect(readDraft(draftOf(budget)).budget).toEqual(budget);
    expect(draftOf(budget)).toMatchObject({ monthly: '20.00', perPurchase: '10.00', autoUnder: '3.00' });
  });

  it('says what is wrong with each amount', () => {
    expect(
      readDraft(allowed({ monthly: '', perPurchase: '-1', autoBuy: true, autoUnder: '0' })).issues,
    ).toEqual({
      monthly: { key: 'required' },
      perPurchase: { key: 'amount' },
      autoUnder: { key: 'aboveZero' },
    });
    expect(readDraft(allowed({ monthly: '1000000.01' })).issues).toEqual({ monthly: { key: 'tooMuch' } });
  });

  it('refuses a limit per purchase above the monthly one with the contract’s own words', () => {
    expect(readDraft(allowed({ monthly: '5', perPurchase: '5.01' })).issues).toEqual({
      perPurchase: { message: OVER_MONTHLY_MESSAGE },
    });
    // The translation is keyed by the contract's message: it must still be the schema's.
    const refused = assistantBudgetSchema.safeParse({ ...SAFE_BUDGET, per_purchase_limit_cents: 1 });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([OVER_MONTHLY_MESSAGE]);
  });
});
