import { useTranslation } from 'react-i18next';
import { salePrice } from '../lib/cart';
import { formatPrice } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import { NamedPrice } from './ui/named-price';

interface CardPriceProps {
  pack: { priceCents: number; discountPriceCents: number | null; currency: string };
  /** Holds `card.listPrice` and `card.price` (read out before each figure), and `card.free` where asked for. */
  namespace: string;
  /** A pack priced at nothing says "Free". */
  free?: boolean;
  className?: string;
}

/** A pack card's price: a discount beside the list price struck through, each named for a screen reader. */
export function CardPrice({ pack, namespace, free = false, className = '' }: CardPriceProps) {
  const { t } = useTranslation(namespace);
  const { language } = useLanguage();
  const price = salePrice(pack);
  return (
    <p className={`${className} flex items-baseline gap-2`.trim()}>
      {price < pack.priceCents && (
        <NamedPrice name={t('card.listPrice')} struck className="text-sm text-slate-500">
          {formatPrice(pack.priceCents, pack.currency, language)}
        </NamedPrice>
      )}
      <NamedPrice name={t('card.price')} className="text-xl font-bold text-slate-900">
        {free && pack.priceCents === 0 ? t('card.free') : formatPrice(price, pack.currency, language)}
      </NamedPrice>
    </p>
  );
}
