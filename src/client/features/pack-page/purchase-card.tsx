import { Check, Clock, RefreshCw, ShieldCheck, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackPage } from '../../../common/contracts/packs';
import { Button, ButtonLink } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { PriceTag } from './price-tag';
import { usePurchase, type PurchaseState } from './use-purchase';
import { Panel } from '../../components/ui/panel';

/** What every purchase comes with, under the buttons. */
const CLAIMS = [
  { key: 'moneyBack', Icon: ShieldCheck, tone: 'text-emerald-600' },
  { key: 'setup', Icon: Clock, tone: 'text-brand-600' },
  { key: 'updates', Icon: RefreshCw, tone: 'text-brand-600' },
] as const;

/** What a viewer who cannot buy here is told (`purchase.<text>`), and the one way on where there is one. */
const NOT_FOR_SALE: Record<
  Exclude<PurchaseState, 'forSale'>,
  { text: string; className: string; link?: { to: string; action: string } }
> = {
  owned: {
    text: 'owned',
    className: 'text-sm font-medium text-emerald-800',
    link: { to: '/library', action: 'openLibrary' },
  },
  team: {
    text: 'team',
    className: 'text-sm font-medium text-emerald-800',
    link: { to: '/library', action: 'openLibrary' },
  },
  yours: { text: 'yours', className: 'text-sm text-slate-700' },
  paused: { text: 'paused', className: 'text-sm text-amber-800' },
  free: {
    text: 'freeText',
    className: 'text-sm text-slate-700',
    link: { to: '/connect', action: 'connect' },
  },
};

/** The purchase card (spec 02 §2.5): price, Add to Cart and Buy Now, or what the viewer already has. */
export function PurchaseCard({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const purchase = usePurchase(page);

  return (
    <Panel
      id="purchase-heading"
      title={t('purchase.heading')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="sr-only"
    >
      <PriceTag pack={page.pack} />
      <div className="mt-4 space-y-3">
        {purchase.state === 'forSale' && (
          <>
            <Button size="lg" className="w-full" onClick={purchase.buyNow}>
              {t('purchase.buyNow')}
            </Button>
            <Button size="lg" variant="secondary" className="w-full" onClick={purchase.addToCart}>
              {purchase.justAdded ? (
                <Check className="size-4 text-emerald-700" aria-hidden />
              ) : (
                <ShoppingCart className="size-4" aria-hidden />
              )}
              <span aria-live="polite">
                {purchase.justAdded
                  ? t('purchase.added')
                  : purchase.inCart
                    ? t('purchase.inCart')
                    : t('purchase.addToCart')}
              </span>
            </Button>
            {purchase.full && <p className="text-sm font-medium text-red-700">{t('purchase.cartFull')}</p>}
          </>
        )}
        {purchase.state !== 'forSale' && <NotForSale state={purchase.state} />}
      </div>
      <ul className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
        {CLAIMS.map(({ key, Icon, tone }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon className={`size-4 ${tone}`} aria-hidden />
            {t(`claims.${key}`)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function NotForSale({ state }: { state: Exclude<PurchaseState, 'forSale'> }) {
  const { t } = useTranslation('packPage');
  const { localize } = useLanguage();
  const { text, className, link } = NOT_FOR_SALE[state];
  return (
    <>
      <p className={className}>{t(`purchase.${text}`)}</p>
      {link && (
        <ButtonLink to={localize(link.to)} size="lg" className="w-full">
          {t(`purchase.${link.action}`)}
        </ButtonLink>
      )}
    </>
  );
}
