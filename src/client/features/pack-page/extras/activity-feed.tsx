import { MessageCircleQuestion, ShoppingBag, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackActivity } from '../../../../common/contracts/packs';
import { formatRelativeTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useNow } from '../../../lib/use-now';
import { useActivity } from '../api/extras';

const ICONS = { purchase: ShoppingBag, review: Star, question: MessageCircleQuestion } as const;

/**
 * What just happened on the pack (spec 02 §2.5 live activity feed): the newest 3 purchases, reviews and questions,
 * asked every 8 seconds. Not a live region: announcing every change would talk over the page.
 *
 * Asked with the page, not when scrolled near: on a phone the feed sits above the tabs, and a feed that appeared
 * as the reader scrolled to them moved the tabs under their thumb (a tap on "Q&A" landed on the feed).
 */
export function ActivityFeed({ slug }: { slug: string }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const activity = useActivity(slug);
  const now = useNow();
  const items = activity.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="activity-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="activity-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="relative flex size-2" aria-hidden>
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
        </span>
        {t('activity.heading')}
      </h2>
      <ul className="mt-3 space-y-2">
        {items.map((item: PackActivity) => {
          const Icon = ICONS[item.action];
          return (
            <li key={item.id} className="flex items-start gap-2 text-sm text-slate-700">
              <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>
                {item.action === 'review'
                  ? t('activity.review', { name: item.name ?? '', rating: item.rating ?? 0 })
                  : t(`activity.${item.action}`)}{' '}
                <time dateTime={item.time} className="text-slate-500">
                  {formatRelativeTime(new Date(item.time), language, now)}
                </time>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
