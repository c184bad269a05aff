import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PUBLISH_RULES, type PackSuggestions, type StudioPack } from '../../../common/contracts/studio';
import type { ValidationIssue } from '../../../common/errors';
import { Button } from '../../components/ui/button';
import { PageAlert } from '../../components/ui/page-alert';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useSaveDetails } from './api/save-details';
import { CoverField } from './cover-field';
import { DetailsFields } from './details-fields';
import { detailsIssues, hasIssues, type DetailsIssues } from './details-issues';
import { PackStatePanel } from './pack-state-panel';
import { usePackStory, useStoryCache } from './api/story';
import { savedStory, StorySection, storyBody, storyValuesOf, type StoryValues } from './story/story-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { SampleQuestionsField } from './sample-questions-field';
import { PackStatusBadge } from '../../components/pack-status-badge';
import { SuggestionsPanel, type SuggestedField } from './suggestions-panel';
import { checkDetails, formBody, useDetailsForm, valuesOf, type DetailsValues } from './use-details-form';

const NO_ISSUES: DetailsIssues = { fields: {}, questions: {} };

/** What publishing needs beyond a valid form, checked here too so the creator hears it before the round trip. */
function publishIssues(pack: StudioPack, values: DetailsValues): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (pack.documents.ready < PUBLISH_RULES.readyDocuments) {
    issues.push({ path: ['documents'], message: 'Upload at least one document' });
  }
  if (values.description.trim().length < PUBLISH_RULES.descriptionMinLength) {
    issues.push({ path: ['description'], message: 'Write a description of at least' });
  }
  return issues;
}

export function PackDetailsEditor({ pack }: { pack: StudioPack }) {
  const { t } = useTranslation('creatorPack');
  const { language, localize } = useLanguage();
  const navigate = useNavigate();
  const form = useDetailsForm(pack);
  const save = useSaveDetails(pack.id);
  const story = usePackStory(pack.id);
  const cacheStory = useStoryCache(pack.id);
  // The story part: as saved (once loaded), and the creator's edits of it; the page's one Save saves both parts.
  const storySaved = useMemo(() => (story.data ? storyValuesOf(story.data) : null), [story.data]);
  const [storyEdits, setStoryEdits] = useState<StoryValues | null>(null);
  const storyValues = storyEdits ?? storySaved;
  const [detailsSaved, setDetailsSaved] = useState<DetailsValues>(() => valuesOf(pack));
  const leaving = useRef(false);
  const dirty =
    JSON.stringify(form.values) !== JSON.stringify(detailsSaved) ||
    (storyEdits !== null && JSON.stringify(storyEdits) !== JSON.stringify(storySaved));
  const [issues, setIssues] = useState<DetailsIssues>(NO_ISSUES);
  const [saved, setSaved] = useState('');
  const [failure, setFailure] = useState('');
  const live = pack.status !== 'draft';

  // After a refused submit, the first field to fix gets the focus.
  useEffect(() => {
    if (hasIssues(issues)) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);

  /** A server issue about the story part (`salesPage.…`), by the story field's path. */
  const storyIssue = (field: string) =>
    save.error instanceof ApiError
      ? save.error.issues.find(
          (entry) => entry.path.slice(1).join('.').startsWith(field) && entry.path[0] === 'salesPage',
        )?.message
      : undefined;

  const handleChange = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => {
    form.set(field, value);
    setSaved('');
  };

  const handleApply = <F extends SuggestedField>(field: F, value: PackSuggestions[F]) =>
    handleChange(field, value as DetailsValues[F]);

  const submit = (publish: boolean) => {
    setSaved('');
    setFailure('');
    const found = [...checkDetails(form.values), ...(publish ? publishIssues(pack, form.values) : [])];
    if (found.length > 0) {
      setIssues(detailsIssues(found, t, language));
      return;
    }
    setIssues(NO_ISSUES);
    const sent = { details: form.values, story: storyValues };
    save.mutate(
      {
        details: { ...formBody(form.values), ...(storyValues ? { salesPage: storyBody(storyValues) } : {}) },
        publish,
      },
      {
        onSuccess: ({ pack: after }) => {
          setDetailsSaved(sent.details);
          if (sent.story) {
            cacheStory(savedStory(sent.story));
            setStoryEdits(null);
          }
          if (publish) {
            leaving.current = true;
            void navigate(localize(`/creator/success/${after.id}`));
          } else setSaved(live ? t('actions.changesSaved') : t('actions.draftSaved'));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'validation' && error.issues?.length) {
            setIssues(detailsIssues(error.issues, t, language));
          } else setFailure(t('actions.failed', { reason: apiErrorText(error, t) }));
        },
      },
    );
  };

  const pending = save.isPending ? (save.variables.publish ? 'publish' : 'save') : undefined;
  const invalid = hasIssues(issues);

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
            onApply={handleApply}
          />
          <form
            noValidate
            aria-labelledby="details-heading"
            className="space-y-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
            onSubmit={(event) => {
              event.preventDefault();
              submit(!live);
            }}
          >
            <h2 id="details-heading" className="sr-only">
              {t('page.title')}
            </h2>
            <DetailsFields
              values={form.values}
              issues={issues}
              currency={pack.currency}
              onChange={handleChange}
            />
            <CoverField pack={pack} />
            <SampleQuestionsField
              questions={form.values.sampleQuestions}
              errors={issues.questions}
              listError={issues.fields.sampleQuestions}
              onChange={(questions) => handleChange('sampleQuestions', questions)}
            />
            <StorySection
              story={story}
              values={storyValues}
              onChange={(next) => {
                setStoryEdits(next);
                setSaved('');
              }}
              issue={storyIssue}
            />

            {invalid && (
              <PageAlert>
                <p>{issues.fields.documents ? t('actions.cannotPublish') : t('actions.invalid')}</p>
                {issues.fields.documents && <p>{issues.fields.documents}</p>}
              </PageAlert>
            )}
            {failure && <PageAlert>{failure}</PageAlert>}
            <div role="status">
              {saved && <p className="text-sm font-medium text-emerald-800">{saved}</p>}
            </div>

            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
              {live ? (
                <Button type="submit" size="lg" disabled={pending !== undefined}>
                  {pending ? t('actions.saving') : t('actions.saveChanges')}
                </Button>
              ) : (
                <>
                  <Button
                    variant="secondary"
                    size="lg"
                    disabled={pending !== undefined}
                    onClick={() => submit(false)}
                  >
                    {pending === 'save' ? t('actions.saving') : t('actions.saveDraft')}
                  </Button>
                  <Button type="submit" size="lg" disabled={pending !== undefined}>
                    {pending === 'publish' ? t('actions.publishing') : t('actions.publish')}
                  </Button>
                </>
              )}
            </div>
            <p className="text-sm text-pretty text-slate-500">{t('page.footer')}</p>
          </form>
          <UnsavedChangesGuard dirty={dirty} leaving={leaving} />
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <PackStatePanel pack={pack} />
        </div>
      </div>
    </div>
  );
}
