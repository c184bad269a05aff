import { Package, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CheckoutRefusal } from '../../../common/contracts/commerce';
import { cart, itemKey, salePrice, type CartItem } from '../../lib/cart';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { Money } from '../../components/money';
import { PackCover } from '../../components/pack-cover';
import { NamedPrice } from '../../components/ui/named-price';
import { PackTitleLink } from '../../components/pack-title-link';

/**
 * One pack or bundle in the cart: cover, title (to its sales page), price — and the code's discount on it once a
 * code is applied — why checkout refused it if it did, Remove.
 */
export function CartLine({
  item,
  refusal,
  discountCents,
}: {
  item: CartItem;
  refusal: CheckoutRefusal | undefined;
  discountCents: number;
}) {
  const { t } = useTranslation('cart');
  const { language } = useLanguage();
  const price = salePrice(item);
  const money = (cents: number) => formatMoney(cents, item.currency, language);
  return (
    <li className="flex gap-4 p-4">
      <PackCover src={item.image} size="line" />
      <div className="min-w-0 flex-1">
        {item.kind === 'bundle' && (
          <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <Package className="size-3.5" aria-hidden />
            {t('bundle')}
          </p>
        )}
        <PackTitleLink pack={item} className="font-semibold text-slate-900 hover:underline" />
        {item.kind === 'bundle' && (
          <p className="mt-0.5 text-sm text-slate-600">
            {t('bundleHolds', { titles: item.packTitles.join(language === 'ja' ? '、' : ', ') })}
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
          {price < item.priceCents && (
            <NamedPrice name={t('listPrice')} struck className="text-slate-500">
              <Money cents={item.priceCents} currency={item.currency} plain />
            </NamedPrice>
          )}
          <NamedPrice name={t('price')} className="font-semibold text-slate-900">
            <Money cents={price} currency={item.currency} />
          </NamedPrice>
          {discountCents > 0 && (
            <span className="font-medium text-emerald-700">
              {t('lineDiscount', { amount: money(discountCents) })}
            </span>
          )}
        </p>
        {refusal && <p className="mt-1 text-sm font-medium text-red-700">{t(`refusals.${refusal}`)}</p>}
      </div>
      <button
        type="button"
        onClick={() => cart.remove(itemKey(item))}
        aria-label={t('remove', { title: item.title })}
        className="self-start rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}
