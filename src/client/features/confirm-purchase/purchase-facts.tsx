import { useTranslation } from 'react-i18next';
import type { PurchaseConfirmation } from '../../../common/contracts/assistant-spending';
import { monthName } from '../../components/assistant-spending/budget-line';
import { cardName } from '../../components/assistant-spending/card-name';
import { queriesOf } from '../../components/assistant-spending/purchase-row';
import '../../components/assistant-spending/spending-strings';
import { Money } from '../../components/money';
import { PackTitleLink } from '../../components/pack-title-link';
import { Fact } from '../../components/ui/fact';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** Reasons that send the person to a checkout, whatever card is saved. */
const CHECKOUT_REASONS = new Set(['no_saved_card', 'authentication', 'other_currency']);

const VALUE = 'mt-0.5 text-slate-900';

/**
 * What is asked: the pack (its sales page) or its queries, the amount; while the request is open, why it waits for
 * the person, what is left of this month's budget, and how it would be paid.
 */
export function PurchaseFacts({ confirmation }: { confirmation: PurchaseConfirmation }) {
  const { t } = useTranslation('confirmPurchase');
  const spending = useTranslation('spending');
  const { language } = useLanguage();
  const { purchase, reason, budget, card, open } = confirmation;
  const queries = queriesOf(purchase);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, language);
  return (
    <dl className="mt-6 space-y-4 text-sm">
      <Fact label={t('facts.what')} className={VALUE}>
        <PackTitleLink
          pack={purchase.pack}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {queries !== null && (
          <span className="block text-slate-700">{spending.t('purchase.credits', { count: queries })}</span>
        )}
      </Fact>
      <Fact label={t('facts.price')} className={`${VALUE} text-base font-semibold`}>
        <Money cents={purchase.amount_cents} currency={purchase.currency} />
      </Fact>
      {open && (
        <>
          <Fact label={t('facts.why')} className={VALUE}>
            {t(`reasons.${reason}`)}
          </Fact>
          {budget && (
            <Fact label={t('facts.budget')} className={VALUE}>
              {budget.budget.may_buy
                ? t('budget.left', {
                    left: money(Math.max(0, budget.left_cents), budget.currency),
                    monthly: money(budget.budget.monthly_limit_cents, budget.currency),
                    month: monthName(budget.month, language),
                  })
                : t('budget.none')}
            </Fact>
          )}
          <Fact label={t('facts.payment')} className={VALUE}>
            {card && !CHECKOUT_REASONS.has(reason)
              ? t('payment.card', { card: cardName(card, spending.t) })
              : t('payment.checkout')}
          </Fact>
        </>
      )}
    </dl>
  );
}
