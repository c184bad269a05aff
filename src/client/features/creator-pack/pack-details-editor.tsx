import { useTranslation } from 'react-i18next';
import type { StudioPack } from '../../../common/contracts/studio';
import { PackStatusBadge } from '../../components/pack-status-badge';
import { CoverField } from './cover-field';
import { DetailsFields } from './details-fields';
import { PackStatePanel } from './pack-state-panel';
import { QualityPanel } from './quality/quality-panel';
import { SampleQuestionsField } from './sample-questions-field';
import { SaveButtons, SaveOutcome } from './save-controls';
import { StorySection } from './story/story-editor';
import { SuggestionsPanel } from './suggestions-panel';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useDetailsEditing } from './use-details-editing';

export function PackDetailsEditor({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorPack');
  const editing = useDetailsEditing(pack);
  const { values, issues } = editing;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('page.step')}
        </h1>
        <PackStatusBadge status={pack.status} />
      </div>
      <p className="mt-3 max-w-2xl text-pretty text-slate-600">{t('page.intro')}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          <SuggestionsPanel
            packId={pack.id}
            autoStart={pack.category === '' && pack.documents.ready > 0}
            onApply={editing.apply}
          />
          <form
            noValidate
            aria-labelledby="details-heading"
            className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault();
              editing.submit(!editing.live);
            }}
          >
            <h2 id="details-heading" className="sr-only">
              {t('page.title')}
            </h2>
            <DetailsFields
              values={values}
              issues={issues}
              currency={pack.currency}
              documentsLanguage={pack.documentsLanguage}
              onChange={editing.change}
            />
            <CoverField pack={pack} />
            <SampleQuestionsField
              questions={values.sampleQuestions}
              errors={issues.questions}
              listError={issues.fields.sampleQuestions}
              onChange={(questions) => editing.change('sampleQuestions', questions)}
            />
            <StorySection
              story={editing.story}
              values={editing.storyValues}
              onChange={editing.editStory}
              issue={editing.storyIssue}
            />

            <SaveOutcome issues={issues} failure={editing.failure} saved={editing.saved} />
            <SaveButtons
              live={editing.live}
              pending={editing.pending}
              onSaveDraft={() => editing.submit(false)}
            />
            <p className="text-sm text-pretty text-slate-500">{t('page.footer')}</p>
          </form>
          <UnsavedChangesGuard dirty={editing.dirty} leaving={editing.leaving} />
          <QualityPanel packId={pack.id} />
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PackStatePanel pack={pack} />
        </div>
      </div>
    </div>
  );
}
