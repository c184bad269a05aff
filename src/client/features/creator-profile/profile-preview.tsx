import { useTranslation } from 'react-i18next';
import type { CreatorProfile } from '../../../common/contracts/creator-profile';
import { initials } from '../../../common/names';

/** How buyers meet the creator on a pack's card and sales page, as typed so far. */
export function ProfilePreview({ profile }: { profile: CreatorProfile }) {
  const { t } = useTranslation('creatorProfile');
  const name = profile.display_name.trim();
  return (
    <section
      aria-labelledby="profile-preview-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="profile-preview-heading" className="text-sm font-semibold text-slate-700">
        {t('preview.heading')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 break-words">
          <p className="font-semibold text-slate-900">{name || t('preview.noName')}</p>
          {profile.title.trim() && <p className="text-sm text-slate-600">{profile.title.trim()}</p>}
        </div>
      </div>
      {profile.bio.trim() && (
        <p className="mt-3 text-sm break-words whitespace-pre-line text-slate-700">{profile.bio.trim()}</p>
      )}
    </section>
  );
}
