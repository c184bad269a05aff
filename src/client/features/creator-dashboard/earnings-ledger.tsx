import { useTranslation } from 'react-i18next';
import type { EarningsEntry } from '../../../common/contracts/selling';
import { Button } from '../../components/ui/button';
import { Money } from '../../components/money';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { TableHead } from './table-head';

/** A change to money, signed ("+$8.99", "−$8.99"; in Japanese its estimate under it), or "—" for none. */
function SignedMoney({ cents, currency }: { cents: number; currency: string }) {
  if (cents === 0) return '—';
  return <Money cents={Math.abs(cents)} currency={currency} sign={cents > 0 ? '+' : '−'} stacked />;
}

interface EarningsLedgerProps {
  /** The ledger's currency, the packs' (ADR 0043). */
  currency: string;
  entries: EarningsEntry[];
  /** Older rows can be asked for, a page at a time. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Every ledger row behind the figures, newest first, and a button for older ones. */
export function EarningsLedger({ currency, entries, hasMore, loadingMore, onMore }: EarningsLedgerProps) {
  const { t } = useTranslation('creatorDashboard');
  return (
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
              <EarningsRow key={entry.id} entry={entry} currency={currency} />
            ))}
          </tbody>
        </table>
      )}
      {hasMore && (
        <div className="border-t border-slate-100 px-4 py-3 sm:px-6">
          <Button variant="secondary" size="sm" disabled={loadingMore} onClick={onMore}>
            {t(loadingMore ? 'earnings.loadingMore' : 'earnings.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One ledger row: when, what (and for which pack), the gross, the fee, and what it changed. */
function EarningsRow({ entry, currency }: { entry: EarningsEntry; currency: string }) {
  const { t } = useTranslation('creatorDashboard');
  const { language } = useLanguage();
  const signed = (cents: number) => <SignedMoney cents={cents} currency={currency} />;
  return (
    <tr>
      <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 sm:px-6">
        {formatDate(entry.at, language)}
      </td>
      <td className="px-3 py-2.5">
        <span className="font-medium text-slate-900">{t(`earnings.kinds.${entry.kind}`)}</span>
        {entry.packTitle && (
          <span className="block text-xs break-words text-slate-600">{entry.packTitle}</span>
        )}
      </td>
      <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">
        {entry.grossCents < 0 ? (
          signed(entry.grossCents)
        ) : entry.grossCents === 0 ? (
          '—'
        ) : (
          <Money cents={entry.grossCents} currency={currency} stacked />
        )}
      </td>
      <td className="hidden px-3 py-2.5 text-right tabular-nums md:table-cell">{signed(-entry.feeCents)}</td>
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
  );
}
