import { useTranslation } from 'react-i18next';
import type { Earnings, EarningsEntry } from '../../../common/contracts/selling';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { Money } from '../../components/money';
import { formatPercent } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useEarnings } from './api/dashboard';
import { EarningsLedger } from './earnings-ledger';

/**
 * The creator's side of the earnings ledger (issue 12): what can be paid out, what waits out the refund window,
 * what was paid, what buyers prepaid in query credits — and every ledger row behind those figures.
 */
export function EarningsSection() {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const earnings = useEarnings();

  const first = earnings.data?.pages[0];
  const entries: EarningsEntry[] = earnings.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section aria-labelledby="dashboard-earnings" className="space-y-4" aria-busy={earnings.isPending}>
      <h2 id="dashboard-earnings" className="text-lg font-semibold text-slate-900">
        {t('earnings.heading')}
      </h2>
      {earnings.isPending ? (
        <div className="grid animate-pulse grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden>
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="h-24 rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : !first ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{t('earnings.loadError', { reason: apiErrorText(earnings.error, t) })}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void earnings.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('earnings.intro', { fee: formatPercent(first.feeBps / 10_000, language) })}
          </p>
          <EarningsFigures balances={first} />
          <EarningsLedger
            currency={first.currency}
            entries={entries}
            hasMore={earnings.hasNextPage}
            loadingMore={earnings.isFetchingNextPage}
            onMore={() => void earnings.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}

/** The four balances, each with a line saying what it holds. */
function EarningsFigures({ balances }: { balances: Omit<Earnings, 'entries'> }) {
  const { t } = useTranslation('creatorDashboard');
  const figures = [
    ['balance', balances.balanceCents],
    ['pending', balances.pendingCents],
    ['paidOut', balances.paidOutCents],
    ['unearned', balances.unearnedCents],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([key, cents]) => (
        <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-slate-600">{t(`earnings.${key}`)}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
            <Money
              cents={cents}
              currency={balances.currency}
              stacked
              estimateClassName="text-sm font-medium text-slate-600"
            />
          </dd>
          <dd className="mt-0.5 text-xs text-slate-600">{t(`earnings.${key}Hint`)}</dd>
        </div>
      ))}
    </dl>
  );
}
