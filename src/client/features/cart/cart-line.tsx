import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutRefusal } from '../../../common/contracts/commerce';
import { cart, salePrice, type CartItem } from '../../lib/cart';
import { formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** One pack in the cart: cover, title (to its sales page), price, why checkout refused it if it did, Remove. */
export function CartLine({ item, refusal }: { item: CartItem; refusal: CheckoutRefusal | undefined }) {
  const { t } = useTranslation('cart');
  const { language, localize } = useLanguage();
  const price = salePrice(item);
  return (
    <li className="flex gap-4 p-4">
      <img
        src={item.image}
        alt=""
        width={96}
        height={60}
        className="h-15 w-24 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link to={localize(`/pack/${item.slug}`)} className="font-semibold text-slate-900 hover:underline">
          {item.title}
        </Link>
        <p className="mt-1 flex items-baseline gap-2 text-sm">
          {price < item.priceCents && (
            <s className="text-slate-500">
              <span className="sr-only">{t('listPrice')}: </span>
              {formatPrice(item.priceCents, item.currency, language)}
            </s>
          )}
          <span className="font-semibold text-slate-900">
            <span className="sr-only">{t('price')}: </span>
            {formatPrice(price, item.currency, language)}
          </span>
        </p>
        {refusal && <p className="mt-1 text-sm font-medium text-red-700">{t(`refusals.${refusal}`)}</p>}
      </div>
      <button
        type="button"
        onClick={() => cart.remove(item.packId)}
        aria-label={t('remove', { title: item.title })}
        className="self-start rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </li>
  );
}
