import { Check, Package } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bundle } from '../../../../common/contracts/offers';
import type { PackPage } from '../../../../common/contracts/packs';
import { Button } from '../../../components/ui/button';
import { cart, useCart } from '../../../lib/cart';
import { formatMoney } from '../../../lib/format';
import { useBriefFlag } from '../../../lib/use-brief-flag';
import { useLanguage } from '../../../lib/use-language';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useBundles } from '../api/extras';
import { purchaseState } from '../use-purchase';
import { NamedPrice } from '../../../components/ui/named-price';
import { Money } from '../../../components/money';

/** The creator's bundles that hold this pack (spec 02 §3 Bundle): its packs, what they cost apart, the saving. */
export function BundleOffer({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  // Someone who owns this pack, or made it, cannot buy a bundle holding it.
  const forSale = purchaseState(page) === 'forSale';
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const bundles = useBundles(page.pack.id, forSale && near);
  if (!forSale || !bundles.data || bundles.data.bundles.length === 0) return <div ref={ref} />;
  return (
    <section ref={ref} aria-labelledby="bundles-heading" className="mt-12">
      <h2 id="bundles-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Package className="size-5 text-brand-600" aria-hidden />
        {t('bundles.heading')}
      </h2>
      <ul className="mt-4 space-y-4">
        {bundles.data.bundles.map((bundle) => (
          <BundleCard key={bundle.id} bundle={bundle} page={page} />
        ))}
      </ul>
    </section>
  );
}

function BundleCard({ bundle, page }: { bundle: Bundle; page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const money = (cents: number) => formatMoney(cents, bundle.currency, language);
  const inCart = useCart().some((item) => item.kind === 'bundle' && item.bundleId === bundle.id);
  const [added, setAdded] = useBriefFlag();
  const [full, setFull] = useState(false);
  const add = () => {
    const ok = cart.add({
      kind: 'bundle',
      bundleId: bundle.id,
      packIds: bundle.products.map((product) => product.id),
      packTitles: bundle.products.map((product) => product.title),
      slug: page.pack.slug,
      title: bundle.title,
      image: page.pack.image,
      currency: bundle.currency,
      priceCents: bundle.totalOriginalPrice,
      discountPriceCents: bundle.bundlePrice,
    });
    setFull(!ok);
    setAdded(ok);
  };
  return (
    <li className="rounded-2xl border-2 border-brand-200 bg-brand-50/40 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{bundle.title}</h3>
          {bundle.description && <p className="mt-1 text-sm text-slate-700">{bundle.description}</p>}
        </div>
        <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
          {t('bundles.save', { amount: money(bundle.savings), percent: bundle.savingsPercentage })}
        </span>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        {bundle.products.map((product) => (
          <li key={product.id} className="flex justify-between gap-3 text-slate-700">
            <span className="min-w-0 truncate">{product.title}</span>
            <span className="shrink-0 text-right">
              <Money cents={product.originalPrice} currency={bundle.currency} />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-brand-100 pt-3">
        <p className="flex items-baseline gap-2">
          <NamedPrice name={t('bundles.price')} className="text-xl font-bold text-slate-900">
            <Money
              cents={bundle.bundlePrice}
              currency={bundle.currency}
              estimateClassName="text-base font-medium text-slate-600"
            />
          </NamedPrice>
          <NamedPrice name={t('bundles.separately')} struck className="text-sm text-slate-600">
            <Money cents={bundle.totalOriginalPrice} currency={bundle.currency} plain />
          </NamedPrice>
        </p>
        <Button variant="secondary" onClick={add}>
          {added && <Check className="size-4 text-emerald-700" aria-hidden />}
          <span aria-live="polite">
            {added ? t('purchase.added') : inCart ? t('purchase.inCart') : t('bundles.add')}
          </span>
        </Button>
      </div>
      {full && <p className="mt-2 text-sm font-medium text-red-700">{t('purchase.cartFull')}</p>}
    </li>
  );
}
