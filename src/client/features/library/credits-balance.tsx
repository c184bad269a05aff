import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LibraryItem } from '../../../common/contracts/commerce';
import { ButtonLink } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** A metered pack's prepaid queries: how many are left of those bought, and the way to buy more on its page. */
export function CreditsBalance({ item }: { item: LibraryItem }) {
  const { t } = useTranslation('library');
  const { language, localize } = useLanguage();
  const { remaining, purchased } = item.credits ?? { remaining: 0, purchased: 0 };
  const usedUp = remaining <= 0;
  const left = usedUp
    ? t('credits.usedUp', { count: purchased })
    : t('credits.left', { count: purchased, remaining: formatNumber(remaining, language) });

  return (
    <div
      className={`mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 text-sm ${usedUp ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-800'}`}
    >
      <p className="flex items-center gap-2 font-medium">
        <Gauge className="size-4 shrink-0" aria-hidden />
        {left}
      </p>
      {/* A paused pack sells no queries; the card says it is paused. */}
      {item.packStatus !== 'paused' && (
        <ButtonLink
          to={localize(`/pack/${item.slug}#credits`)}
          variant={usedUp ? 'primary' : 'secondary'}
          size="sm"
          aria-label={t('credits.topUpLabel', { title: item.title })}
        >
          {t('credits.topUp')}
        </ButtonLink>
      )}
    </div>
  );
}
