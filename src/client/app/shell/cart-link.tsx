import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from '../../lib/cart';
import { useLanguage } from '../../lib/use-language';

/** The cart in the header, once something is in it: a way back to checkout from any page. */
export function CartLink() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const items = useCart();
  if (items.length === 0) return null;
  return (
    <Link
      to={localize('/cart')}
      className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('cart.link', { count: items.length })}
    >
      <ShoppingCart className="size-5" aria-hidden />
      <span
        aria-hidden
        className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
      >
        {items.length}
      </span>
    </Link>
  );
}
