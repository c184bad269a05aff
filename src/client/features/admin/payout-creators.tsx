import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutCreator } from '../../../common/contracts/selling';
import { Button } from '../../components/ui/button';
import { Money } from '../../components/money';

interface PayoutCreatorsProps {
  creators: PayoutCreator[];
  currency: string;
  /** The creator whose payout is being made: their button waits. */
  pendingId?: string;
  onPayOut: (creator: PayoutCreator) => void;
}

/**
 * What each creator is owed and how they are paid: a table on wide screens, a list of cards on phones (the other
 * is hidden with CSS, so assistive technology meets only one). Only creators with a balance can be paid out.
 */
export function PayoutCreators({ creators, currency, pendingId, onPayOut }: PayoutCreatorsProps) {
  const { t } = useTranslation('admin');
  const money = (cents: number) => <Money cents={cents} currency={currency} stacked />;

  const method = (creator: PayoutCreator) =>
    creator.stripeAccount ? (
      <>
        {t('payouts.method.stripe')}{' '}
        <code className="text-xs break-all text-slate-500">{creator.stripeAccount}</code>
      </>
    ) : (
      t('payouts.method.manual')
    );
  const action = (creator: PayoutCreator) =>
    creator.balanceCents > 0 ? (
      <Button
        size="sm"
        disabled={creator.creatorId === pendingId}
        onClick={() => onPayOut(creator)}
        aria-label={t('payouts.payOutFor', { name: creator.name })}
        className="whitespace-nowrap"
      >
        {t('payouts.payOut')}
      </Button>
    ) : (
      <span className="text-sm text-slate-500">{t('payouts.nothingDue')}</span>
    );
  const figures: [label: string, value: (creator: PayoutCreator) => number][] = [
    [t('payouts.columns.balance'), (c) => c.balanceCents],
    [t('payouts.columns.pending'), (c) => c.pendingCents],
    [t('payouts.columns.paidOut'), (c) => c.paidOutCents],
  ];

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <Th>{t('payouts.columns.creator')}</Th>
              {figures.map(([label]) => (
                <Th key={label} numeric>
                  {label}
                </Th>
              ))}
              <Th>{t('payouts.columns.method')}</Th>
              <Th numeric>{t('payouts.columns.actions')}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {creators.map((creator) => (
              <tr key={creator.creatorId}>
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-semibold text-slate-900">{creator.name}</span>
                  <span className="block wrap-anywhere text-slate-500">{creator.email}</span>
                </th>
                {figures.map(([label, value]) => (
                  <td key={label} className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {money(value(creator))}
                  </td>
                ))}
                <td className="px-4 py-3 text-slate-700">{method(creator)}</td>
                <td className="px-4 py-3 text-right">{action(creator)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {creators.map((creator) => (
          <li
            key={creator.creatorId}
            aria-label={creator.name}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="font-semibold text-slate-900">{creator.name}</p>
            <p className="text-sm wrap-anywhere text-slate-600">{creator.email}</p>
            <dl className="mt-3 grid grid-cols-3 gap-3 text-xs">
              {figures.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">
                    {money(value(creator))}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-700">{method(creator)}</p>
            <div className="mt-3">{action(creator)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Th({ children, numeric = false }: { children: ReactNode; numeric?: boolean }) {
  return (
    <th scope="col" className={`px-4 py-3 whitespace-nowrap ${numeric ? 'text-right' : ''}`}>
      {children}
    </th>
  );
}
