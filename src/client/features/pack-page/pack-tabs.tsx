import { BookOpen, FileText, MessageCircleQuestion, Plug } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PackPage } from '../../../common/contracts/packs';
import { ButtonLink } from '../../components/ui/button';
import { Tabs } from '../../components/ui/tabs';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { PreviewItems } from './extras/preview-items';
import { StoryTab } from './extras/story-tab';
import { Panel } from '../../components/ui/panel';
import { EDITIONS_ANCHOR, EditionHistory } from './edition-history';

// The Reviews and Q&A tabs load when first opened: most visitors read the story and the contents first.
const ReviewsTab = lazy(() => import('./reviews/reviews-tab').then((m) => ({ default: m.ReviewsTab })));
const QuestionsTab = lazy(() =>
  import('./questions/questions-tab').then((m) => ({ default: m.QuestionsTab })),
);

type TabId = 'story' | 'content' | 'reviews' | 'questions' | 'howTo';

/** The sales page's tabs: what the pack holds (its real table of contents), its reviews, questions and answers, and how to use it. */
export function PackTabs({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { hash } = useLocation();
  // The creator's story comes first when they have told one (spec 02 §2.5 tab order); the library's link to the
  // edition history opens the contents, where the history is.
  const [selected, setSelected] = useState<TabId>(
    page.story && hash !== `#${EDITIONS_ANCHOR}` ? 'story' : 'content',
  );
  return (
    // Below the fold on a phone: laid out and painted when scrolled near, not before the cover's first paint.
    <div className="mt-10 [contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]">
      <Tabs
        label={t('tabs.label')}
        tabs={[
          ...(page.story ? [{ id: 'story' as const, label: t('tabs.story') }] : []),
          { id: 'content', label: t('tabs.content') },
          { id: 'reviews', label: t('tabs.reviews', { count: page.pack.reviewCount }) },
          { id: 'questions', label: t('tabs.questions') },
          { id: 'howTo', label: t('tabs.howTo') },
        ]}
        selected={selected}
        onSelect={setSelected}
      >
        {selected === 'story' && page.story && <StoryTab story={page.story} />}
        {selected === 'content' && <LearningContent page={page} />}
        <Suspense fallback={<p className="py-6 text-slate-600">{t('loading')}</p>}>
          {selected === 'reviews' && <ReviewsTab page={page} />}
          {selected === 'questions' && <QuestionsTab page={page} />}
        </Suspense>
        {selected === 'howTo' && <HowToUse />}
      </Tabs>
    </div>
  );
}

function LearningContent({ page }: { page: PackPage }) {
  const { t } = useTranslation('packPage');
  const { language } = useLanguage();
  const { pack, contents } = page;
  return (
    <div className="space-y-8 py-6">
      {pack.sampleQuestions.length > 0 && (
        <Panel id="sample-questions" title={t('content.questions')} Icon={MessageCircleQuestion} className="">
          <ul className="mt-3 space-y-2">
            {pack.sampleQuestions.map((question) => (
              <li key={question} className="rounded-xl bg-slate-50 px-4 py-3 text-slate-800">
                {question}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <PreviewItems items={page.previewItems} />
      <Panel
        id="pack-contents"
        title={t('content.heading')}
        Icon={BookOpen}
        intro={t('content.summary', {
          documents: formatNumber(pack.fileCount, language),
          passages: formatNumber(pack.totalChunks, language),
          count: pack.fileCount,
        })}
        className=""
      >
        {contents.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('content.empty')}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {contents.map((doc) => (
              <li key={doc.filename} className="rounded-xl border border-slate-200 p-4">
                <p className="flex items-center gap-2 font-medium text-slate-900">
                  <FileText className="size-4 shrink-0 text-slate-500" aria-hidden />
                  <span className="min-w-0 break-words">{doc.filename}</span>
                  {doc.pages !== null && (
                    <span className="ml-auto shrink-0 text-sm font-normal text-slate-600">
                      {t('content.pages', { count: doc.pages })}
                    </span>
                  )}
                </p>
                {doc.headings.length > 0 && (
                  <ul className="mt-2 space-y-1 text-sm text-slate-700">
                    {doc.headings.map((path) => (
                      <li
                        key={path.join('\u0000')}
                        className={path.length > 1 ? 'pl-5 text-slate-600' : 'pl-1'}
                      >
                        {path[path.length - 1]}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <EditionHistory page={page} />
    </div>
  );
}

function HowToUse() {
  const { t } = useTranslation('packPage');
  const { localize } = useLanguage();
  const steps = ['buy', 'token', 'ask'] as const;
  return (
    <div className="py-6">
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
              {index + 1}
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{t(`howTo.${step}.title`)}</h2>
              <p className="text-slate-700">{t(`howTo.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <ButtonLink icon={Plug} to={localize('/connect')} variant="secondary" className="mt-6">
        {t('howTo.connect')}
      </ButtonLink>
    </div>
  );
}
