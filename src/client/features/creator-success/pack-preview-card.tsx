import { useTranslation } from 'react-i18next';
import { findCategory } from '../../../common/categories';
import type { StudioPack } from '../../../common/contracts/studio';
import { useCreatorProfile } from '../../lib/creator-profile';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { PackCover } from '../../components/pack-cover';
import { CardPrice } from '../../components/card-price';

/**
 * The pack as buyers now meet it: cover, category, title, creator, description and price (a discount beside the
 * list price struck through, as the marketplace card shows it). Ratings and sales are left out: a pack just
 * published has none, and a made-up figure would be worse than none.
 */
export function PackPreviewCard({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorSuccess');
  const { language } = useLanguage();
  const session = useSession();
  const profile = useCreatorProfile({ enabled: session.status === 'signedIn' });
  const category = findCategory(pack.category);
  // The name the pack is published under: the creator profile's (the account's only if that cannot be read).
  const account = session.status === 'signedIn' ? session.user.full_name : null;
  const creator = profile.data?.display_name || (profile.isError ? account : null);

  return (
    <article
      aria-labelledby="published-pack-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <PackCover src={pack.coverImage} size="top" />
      <div className="p-4">
        {category && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            {category[language]}
          </span>
        )}
        <h2 id="published-pack-title" className="mt-2 text-lg leading-snug font-semibold text-slate-900">
          {pack.title}
        </h2>
        {creator && <p className="mt-1 text-sm text-slate-500">{t('card.by', { creator })}</p>}
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{pack.description}</p>
        <CardPrice pack={pack} namespace="creatorSuccess" free className="mt-3" />
      </div>
    </article>
  );
}
