import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../../common/contracts/packs';
import { Button } from '../../../components/ui/button';
import { PriceTag } from '../price-tag';
import { usePurchase } from '../use-purchase';

/** Spec 02 §9: the sticky bar appears after 600 px of scrolling, on desktop only. */
export const STICKY_BAR_AFTER_PX = 600;

/**
 * Once the purchase card has scrolled away (600 px), a bar at the top keeps the title, the price and Buy Now in
 * reach. Desktop only (≥ 1024 px): smaller screens have the bottom buy bar. Hidden from the accessibility tree while
 * out of view, and it never takes focus away.
 */
export function StickyBar({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const purchase = usePurchase(page);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > STICKY_BAR_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  if (purchase.state !== 'forSale') return null;
  return (
    <div
      data-testid="sticky-bar"
      hidden={!shown}
      className="fixed inset-x-0 top-0 z-30 hidden border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur lg:block [&[hidden]]:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <p className="min-w-0 truncate font-semibold text-slate-900">{page.pack.title}</p>
        <div className="flex shrink-0 items-center gap-4">
          <PriceTag pack={page.pack} size="sm" />
          <Button onClick={purchase.buyNow}>{t('purchase.buyNow')}</Button>
        </div>
      </div>
    </div>
  );
}
