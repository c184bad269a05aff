import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../common/contracts/packs';
import { Button } from '../../components/ui/button';
import { PriceTag } from './price-tag';
import { usePurchase } from './use-purchase';

/**
 * On phones and tablets (under 1024 px, where the purchase card scrolls away with the page), a bar at the bottom
 * of the screen keeps the price and Buy Now in reach (spec 02 §2.5; desktops get the sticky bar at the top).
 * Sticky, not fixed: at the end of the page it comes to rest above the footer instead of covering its last
 * line. It is the page's last child; its negative margins reach over the page's side and bottom padding.
 */
export function MobileBuyBar({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const purchase = usePurchase(page);
  if (purchase.state !== 'forSale') return null;
  return (
    <div
      data-testid="buy-bar"
      className="sticky bottom-0 z-20 -mx-4 mt-12 -mb-16 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <PriceTag pack={page.pack} size="sm" />
      <Button onClick={purchase.buyNow}>{t('purchase.buyNow')}</Button>
    </div>
  );
}
