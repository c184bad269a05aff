import { useTranslation } from 'react-i18next';
import type { Payout, PayoutCreator } from '../../../common/contracts/selling';
import { Money } from '../../components/money';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** The latest payouts, newest first as the server sends them: when, to whom, how much, how, and its reference. */
export function RecentPayouts({ payouts, creators }: { payouts: Payout[]; creators: PayoutCreator[] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const names = new Map(creators.map((creator) => [creator.creatorId, creator.name]));

  if (payouts.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('payouts.recent.empty')}</p>;

  return (
    <ol className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {payouts.map((payout) => (
        <li key={payout.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <time dateTime={payout.createdAt} className="w-40 shrink-0 text-slate-500">
            {formatDate(payout.createdAt, language, 'dateTime')}
          </time>
          <span className="min-w-32 flex-1 font-semibold text-slate-900">
            {names.get(payout.creatorId) ?? t('payouts.recent.unknownCreator')}
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">
            <Money cents={payout.amountCents} currency={payout.currency} />
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {payout.method === 'stripe' ? t('payouts.method.stripe') : t('payouts.method.manual')}
          </span>
          {(payout.transferRef || payout.note) && (
            <span className="basis-full text-slate-600 sm:basis-auto">
              {payout.transferRef && <code className="text-xs break-all">{payout.transferRef}</code>}
              {payout.transferRef && payout.note && ' · '}
              {payout.note}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
