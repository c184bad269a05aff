import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../common/contracts/packs';
import { Money } from '../../components/money';
import { discountPercentage } from './discount';
import { NamedPrice } from '../../components/ui/named-price';

/**
 * The price: the discount price beside the list price struck through, and the share saved. In Japanese the price's
 * yen estimate follows it (ADR 0043) — beside it on the sales page, under it in the narrow buy bars (`sm`).
 */
export function PriceTag({ pack, size = 'lg' }: { pack: PackPage['pack']; size?: 'lg' | 'sm' }) {
  const { t } = useTranslation('packPage');
  const percent = discountPercentage(pack.priceCents, pack.discountPriceCents);
  const price = percent !== null ? (pack.discountPriceCents as number) : pack.priceCents;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <NamedPrice
        name={t('price')}
        className={`${size === 'lg' ? 'text-3xl' : 'text-xl'} font-bold text-slate-900`}
      >
        {pack.priceCents === 0 ? (
          t('free')
        ) : (
          <Money
            cents={price}
            currency={pack.currency}
            stacked={size === 'sm'}
            estimateClassName={size === 'lg' ? 'text-lg font-medium text-slate-600' : undefined}
          />
        )}
      </NamedPrice>
      {percent !== null && (
        <>
          <NamedPrice name={t('listPrice')} struck className="text-sm text-slate-500">
            <Money cents={pack.priceCents} currency={pack.currency} plain />
          </NamedPrice>
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
            {t('discount', { percent })}
          </span>
        </>
      )}
    </p>
  );
}
