import {
  CheckCircle2,
  LayoutDashboard,
  PartyPopper,
  Plus,
  Search,
  ShoppingBag,
  SquarePen,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StudioPack } from '../../../common/contracts/studio';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { PackPreviewCard } from './pack-preview-card';
import { ShareBox } from './share-box';
import { Panel } from '../../components/ui/panel';

/** The pack is live (spec 02 §2.3): say so, show its card, help share it, and point to what comes next. */
export function PublishedPack({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorSuccess');
  const { localize } = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page replaces the form the creator just submitted: put focus (and the screen reader) on the news.
  useEffect(() => heading.current?.focus(), []);
  const salesPage = localize(`/pack/${pack.slug}`);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold text-brand-700">{t('page.step')}</p>
      <div className="mt-3 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-600">
          <CheckCircle2 className="size-7" aria-hidden />
        </span>
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
          >
            {t('page.heading')}
          </h1>
          <p className="mt-1 text-slate-600">{t('page.live', { title: pack.title })}</p>
        </div>
      </div>

      {pack.firstPublished && (
        <div className="mt-6 flex items-start gap-3 rounded-2xl border border-purple-200 bg-purple-50 p-4 text-purple-900">
          <PartyPopper className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 className="font-semibold">{t('firstPack.title')}</h2>
            <p className="mt-1 text-sm">{t('firstPack.text')}</p>
          </div>
        </div>
      )}

      <div className="mt-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <PackPreviewCard pack={pack} />
        <ShareBox pack={pack} />
      </div>

      <nav aria-label={t('next.label')} className="mt-8 flex flex-wrap gap-3">
        <ButtonLink icon={ShoppingBag} to={salesPage} variant="secondary">
          {t('next.salesPage')}
        </ButtonLink>
        <ButtonLink icon={LayoutDashboard} to={localize('/creator/dashboard')} variant="secondary">
          {t('next.dashboard')}
        </ButtonLink>
        <ButtonLink icon={Plus} to={localize('/creator/upload')}>
          {t('next.another')}
        </ButtonLink>
      </nav>

      <Panel
        id="success-notes"
        title={t('notes.title')}
        className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5"
        headingClassName="font-semibold text-slate-900"
      >
        <ul className="mt-3 space-y-2 text-sm text-slate-700">
          <li className="flex gap-2">
            <Search className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            {t('notes.searchable')}
          </li>
          <li className="flex gap-2">
            <SquarePen className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span>
              {t('notes.manage')}{' '}
              <Link to={localize(`/creator/edit/${pack.id}`)} className={linkClass}>
                {t('notes.manageLink')}
              </Link>
            </span>
          </li>
        </ul>
      </Panel>
    </section>
  );
}

const linkClass = `${buttonClass('ghost', 'sm', 'px-0! py-0!')} text-brand-700 underline underline-offset-2`;
