import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../common/contracts/packs';
import { Button } from '../../components/ui/button';
import { PriceTag } from './price-tag';
import { usePurchase } from './use-purchase';

/** Under 640 px, a bar fixed to the bottom of the screen keeps the price and Buy Now in reach (spec 02 §2.5). */
export function MobileBuyBar({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const purchase = usePurchase(page);
  if (purchase.state !== 'forSale') return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:hidden">
      <PriceTag pack={page.pack} size="sm" />
      <Button onClick={purchase.buyNow}>{t('purchase.buyNow')}</Button>
    </div>
  );
}
