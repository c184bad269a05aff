import { useTranslation } from 'react-i18next';
import { salePrice } from '../lib/cart';
import { Money } from './money';
import { NamedPrice } from './ui/named-price';

interface CardPriceProps {
  pack: { priceCents: number; discountPriceCents: number | null; currency: string };
  /** Holds `card.listPrice` and `card.price` (read out before each figure), and `card.free` where asked for. */
  namespace: string;
  /** A pack priced at nothing says "Free". */
  free?: boolean;
  className?: string;
}

/**
 * A pack card's price: a discount beside the list price struck through, each named for a screen reader; in Japanese
 * the yen estimate of the price paid on a line under it (ADR 0043).
 */
export function CardPrice({ pack, namespace, free = false, className = '' }: CardPriceProps) {
  const { t } = useTranslation(namespace);
  const price = salePrice(pack);
  return (
    <p className={`${className} flex items-baseline gap-2`.trim()}>
      {price < pack.priceCents && (
        <NamedPrice name={t('card.listPrice')} struck className="text-sm text-slate-500">
          <Money cents={pack.priceCents} currency={pack.currency} plain />
        </NamedPrice>
      )}
      <NamedPrice name={t('card.price')} className="text-xl font-bold text-slate-900">
        {free && pack.priceCents === 0 ? (
          t('card.free')
        ) : (
          <Money cents={price} currency={pack.currency} stacked />
        )}
      </NamedPrice>
    </p>
  );
}
