import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PackPage } from '../../../common/contracts/packs';
import { cart, useCart } from '../../lib/cart';
import { useBriefFlag } from '../../lib/use-brief-flag';
import { useLanguage } from '../../lib/use-language';

/**
 * What the purchase card offers this viewer: the pack is theirs already (or their team's), not for sale, free, or to
 * buy.
 */
export type PurchaseState = 'owned' | 'team' | 'yours' | 'paused' | 'free' | 'forSale';

export function purchaseState(page: PackPage): PurchaseState {
  if (page.access === 'purchase' || page.access === 'grant') return 'owned';
  // A seat of a team that holds the pack: buying it again for oneself would pay twice for what they read.
  if (page.access === 'team') return 'team';
  if (page.access === 'creator') return 'yours';
  if (page.pack.status === 'paused') return 'paused';
  if (page.pack.priceCents === 0) return 'free';
  return 'forSale';
}

/** Add to Cart (then "Added to Cart!" for 2 s, spec 02 §4) and Buy Now (add, then the cart). */
export function usePurchase(page: PackPage) {
  const { pack } = page;
  const inCart = useCart().some((item) => item.kind !== 'bundle' && item.packId === pack.id);
  const [justAdded, setJustAdded] = useBriefFlag();
  const [full, setFull] = useState(false);
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const put = () => {
    const added = cart.add({
      packId: pack.id,
      slug: pack.slug,
      title: pack.title,
      image: pack.image,
      currency: pack.currency,
      priceCents: pack.priceCents,
      discountPriceCents: pack.discountPriceCents,
    });
    setFull(!added);
    return added;
  };

  return {
    state: purchaseState(page),
    inCart,
    justAdded,
    full,
    addToCart: () => {
      if (put()) setJustAdded(true);
    },
    buyNow: () => {
      if (put()) void navigate(localize('/cart'));
    },
  };
}
