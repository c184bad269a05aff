import { useTranslation } from 'react-i18next';
import type { EarningsEntry } from '../../../common/contracts/selling';
import { Button } from '../../components/ui/button';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDashboardMoney, formatDate, formatPercent } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useEarnings } from './api/dashboard';
import { TableHead } from './table-head';

/** A change to money, signed: "+$8.99", "−$8.99", or "—" for none. */
function useSignedMoney() {
  const { language } = useLanguage();
  return (cents: number) => {
    if (cents === 0) return '—';
    const amount = formatDashboardMoney(Math.abs(cents), language);
    return cents > 0 ? `+${amount}` : `−${amount}`;
  };
}

/**
 * The creator's side of the earnings ledger (issue 12): what can be paid out, what waits out the refund window,
 * what was paid, what buyers prepaid in query credits — and every ledger row behind those figures.
 */
export function EarningsSection() {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const earnings = useEarnings();
  const money = (cents: number) => formatDashboardMoney(cents, language);
  const signed = useSignedMoney();

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
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ['balance', first.balanceCents],
                ['pending', first.pendingCents],
                ['paidOut', first.paidOutCents],
                ['unearned', first.unearnedCents],
              ] as const
            ).map(([key, cents]) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-sm font-medium text-slate-600">{t(`earnings.${key}`)}</dt>
                <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{money(cents)}</dd>
                <dd className="mt-0.5 text-xs text-slate-600">{t(`earnings.${key}Hint`)}</dd>
              </div>
            ))}
          </dl>
          <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <h3 className="px-4 pt-4 text-base font-semibold text-slate-900 sm:px-6">{t('earnings.rows')}</h3>
            {entries.length === 0 ? (
              <p className="px-4 pt-2 pb-5 text-sm text-slate-600 sm:px-6">{t('earnings.empty')}</p>
            ) : (
              <table className="mt-2 w-full text-left text-sm">
                <TableHead
                  columns={[
                    { label: t('earnings.date') },
                    { label: t('earnings.kind') },
                    { label: t('earnings.gross'), figure: true, shownFrom: 'md' },
                    { label: t('earnings.fee'), figure: true, shownFrom: 'md' },
                    { label: t('earnings.change'), figure: true },
                  ]}
                />
                <tbody className="divide-y divide-slate-100">
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 sm:px-6">
                        {formatDate(entry.at, language)}
                      </td>
                      <td className="px-3 py-2.5">
                        <span className="font-medium text-slate-900">
                          {t(`earnings.kinds.${entry.kind}`)}
                        </span>
                        {entry.packTitle && (
                          <span className="block text-xs break-words text-slate-600">{entry.packTitle}</span>
                        )}
                      </td>
                      <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">
                        {entry.grossCents < 0
                          ? signed(entry.grossCents)
                          : entry.grossCents === 0
                            ? '—'
                            : money(entry.grossCents)}
                      </td>
                      <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">
                        {signed(-entry.feeCents)}
                      </td>
                      <td
                        className={`px-4 py-2.5 text-right font-medium whitespace-nowrap tabular-nums sm:px-6 ${
                          entry.earningsCents < 0 ? 'text-red-700' : 'text-slate-900'
                        }`}
                      >
                        {signed(entry.earningsCents)}
                        {entry.unearnedCents !== 0 && (
                          <span className="block text-xs font-normal text-slate-600">
                            {t('earnings.unearned')} {signed(entry.unearnedCents)}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {earnings.hasNextPage && (
              <div className="border-t border-slate-100 px-4 py-3 sm:px-6">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={earnings.isFetchingNextPage}
                  onClick={() => void earnings.fetchNextPage()}
                >
                  {t(earnings.isFetchingNextPage ? 'earnings.loadingMore' : 'earnings.more')}
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
