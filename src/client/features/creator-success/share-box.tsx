import { Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioPack } from '../../../common/contracts/studio';
import { buttonClass } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { useLanguage } from '../../lib/use-language';
import { linkedInShareUrl, twitterShareUrl } from './share-links';
import { Panel } from '../../components/ui/panel';

/** The share box (spec 02 §2.3): the pack's address, read-only, with Copy, and each site's share button. */
export function ShareBox({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorSuccess');
  const { localize } = useLanguage();
  const linkId = useId();
  const packUrl = new URL(localize(`/pack/${pack.slug}`), window.location.origin).href;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <Panel
      id={`${linkId}-title`}
      title={t('share.title')}
      intro={t('share.text')}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      headingClassName="font-semibold text-slate-900"
    >
      <label htmlFor={linkId} className="mt-4 block text-sm font-medium text-slate-800">
        {t('share.linkLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={linkId}
          type="url"
          readOnly
          value={packUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
        />
        <CopyButton text={packUrl} label={t('share.copy')} copied={t('share.copied')} />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={twitterShareUrl(packUrl, t('share.tweet', { title: pack.title }))}
          {...external}
          className={buttonClass('secondary', 'sm')}
        >
          <Share2 className="size-4" aria-hidden />
          {t('share.twitter')}
          <span className="sr-only">{t('share.newTab')}</span>
        </a>
        <a href={linkedInShareUrl(packUrl)} {...external} className={buttonClass('secondary', 'sm')}>
          <Share2 className="size-4" aria-hidden />
          {t('share.linkedIn')}
          <span className="sr-only">{t('share.newTab')}</span>
        </a>
      </div>
    </Panel>
  );
}
