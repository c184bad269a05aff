import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PUBLISH_RULES, type PackSuggestions, type StudioPack } from '../../../common/contracts/studio';
import type { ValidationIssue } from '../../../common/errors';
import { ApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { useSaveDetails } from './api/save-details';
import { detailsIssues, hasIssues, type DetailsIssues } from './details-issues';
import { storyBody, type StoryValues } from './story/story-editor';
import type { SuggestedField } from './suggestions-panel';
import { checkDetails, formBody, useDetailsForm, valuesOf, type DetailsValues } from './use-details-form';
import { useStoryEdits } from './use-story-edits';

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

/**
 * The pack details editor's state: the details and the story as edited, whether anything is unsaved, and saving
 * or publishing them together — checked here first, then by the server, whose refusals land on their fields.
 */
export function useDetailsEditing(pack: StudioPack) {
  const { t } = useTranslation('creatorPack');
  const { language, localize } = useLanguage();
  const navigate = useNavigate();
  const form = useDetailsForm(pack);
  const save = useSaveDetails(pack.id);
  const story = useStoryEdits(pack.id);
  const [detailsSaved, setDetailsSaved] = useState<DetailsValues>(() => valuesOf(pack));
  const leaving = useRef(false);
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

  const change = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => {
    form.set(field, value);
    setSaved('');
  };

  const submit = (publish: boolean) => {
    setSaved('');
    setFailure('');
    const found = [...checkDetails(form.values), ...(publish ? publishIssues(pack, form.values) : [])];
    if (found.length > 0) {
      setIssues(detailsIssues(found, t, language));
      return;
    }
    setIssues(NO_ISSUES);
    const sent = { details: form.values, story: story.values };
    save.mutate(
      {
        details: { ...formBody(form.values), ...(sent.story ? { salesPage: storyBody(sent.story) } : {}) },
        publish,
      },
      {
        onSuccess: ({ pack: after }) => {
          setDetailsSaved(sent.details);
          if (sent.story) story.markSaved(sent.story);
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

  /** Which of the page's two submits is under way. */
  const pending: 'save' | 'publish' | undefined = save.isPending
    ? save.variables.publish
      ? 'publish'
      : 'save'
    : undefined;

  return {
    values: form.values,
    story: story.story,
    storyValues: story.values,
    storyIssue,
    issues,
    saved,
    failure,
    live,
    dirty: JSON.stringify(form.values) !== JSON.stringify(detailsSaved) || story.edited,
    leaving,
    pending,
    change,
    /** A suggestion taken into its field. */
    apply: <F extends SuggestedField>(field: F, value: PackSuggestions[F]) =>
      change(field, value as DetailsValues[F]),
    editStory: (next: StoryValues) => {
      story.edit(next);
      setSaved('');
    },
    submit,
  };
}
