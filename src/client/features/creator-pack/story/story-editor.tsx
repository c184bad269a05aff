import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADLINE_MAX_LENGTH,
  STORY_PARAGRAPH_MAX_LENGTH,
  STORY_QUOTE_MAX_LENGTH,
  STORY_STATS_MAX,
  STORY_TITLE_MAX_LENGTH,
  UPDATE_NOTE_MAX_LENGTH,
  isToldStory,
  type PreviewItem,
  type StoryBody,
  type StoryResponse,
} from '../../../../common/contracts/story';
import { Button } from '../../../components/ui/button';
import { FieldFrame, inputClass } from '../../../components/ui/form-field';
import { PageAlert } from '../../../components/ui/page-alert';
import { apiErrorText } from '../../../lib/api-error-text';
import { PreviewItemsField } from './preview-items-field';

/** The story part of the pack editor, as typed. */
export interface StoryValues {
  headline: string;
  title: string;
  /** Paragraphs as one text, separated by blank lines. */
  text: string;
  quote: string;
  stats: { value: string; label: string }[];
  previewItems: PreviewItem[];
  updateNote: string;
}

export function storyValuesOf(initial: StoryResponse): StoryValues {
  return {
    headline: initial.headline ?? '',
    title: initial.story?.title ?? '',
    text: (initial.story?.paragraphs ?? []).join('\n\n'),
    quote: initial.story?.quote ?? '',
    stats: Array.from(
      { length: STORY_STATS_MAX },
      (_, i) => initial.story?.stats[i] ?? { value: '', label: '' },
    ),
    previewItems: initial.previewItems,
    updateNote: initial.updateNote ?? '',
  };
}

/** Paragraphs are written as one text, separated by blank lines. */
const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** The body the server takes for the story part (`salesPage` of the details' save). */
export function storyBody(values: StoryValues): StoryBody {
  const { headline, title, text, quote, stats, previewItems, updateNote } = values;
  return {
    headline,
    story: { title, paragraphs: toParagraphs(text), quote, stats },
    previewItems,
    updateNote,
  };
}

/** What the server holds once `values` are saved (an untold story — no title, no paragraph — is none). */
export function savedStory(values: StoryValues): StoryResponse {
  const story = {
    title: values.title.trim(),
    paragraphs: toParagraphs(values.text),
    quote: values.quote.trim(),
    stats: values.stats.filter((stat) => stat.value.trim() || stat.label.trim()),
  };
  return {
    story: isToldStory(story) ? story : null,
    headline: values.headline.trim() || null,
    previewItems: values.previewItems,
    updateNote: values.updateNote.trim() || null,
  };
}

/**
 * What the pack's sales page tells beyond its details: the creator's story (its Story tab) and headline, samples for
 * its Learning Content, and what changed in the latest edition. Part of the editor's one form: the page's one Save
 * saves it with the details.
 */
export function StorySection({
  story,
  values,
  onChange,
  issue,
}: {
  story: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  values: StoryValues | null;
  onChange: (values: StoryValues) => void;
  issue: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('creatorPack');
  return (
    <section aria-labelledby="story-heading" className="space-y-5 border-t border-slate-200 pt-6">
      <div>
        <h2 id="story-heading" className="text-xl font-semibold text-slate-900">
          {t('story.heading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('story.intro')}</p>
      </div>
      {story.isPending && <p className="text-sm text-slate-600">{t('story.loading')}</p>}
      {story.isError && (
        <PageAlert>
          <p>{t('loadError', { reason: apiErrorText(story.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void story.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      )}
      {values && <StoryFields values={values} onChange={onChange} issue={issue} />}
    </section>
  );
}

function StoryFields({
  values,
  onChange,
  issue,
}: {
  values: StoryValues;
  onChange: (values: StoryValues) => void;
  issue: (field: string) => string | undefined;
}) {
  const { t } = useTranslation('creatorPack');
  const id = useId();
  const { headline, title, text, quote, stats, previewItems, updateNote } = values;
  const set = <K extends keyof StoryValues>(field: K, value: StoryValues[K]) =>
    onChange({ ...values, [field]: value });
  const setStats = (next: StoryValues['stats']) => set('stats', next);

  return (
    <div className="space-y-5">
      <FieldFrame
        id={`${id}-headline`}
        label={t('story.headline')}
        hint={t('story.headlineHint')}
        error={issue('headline')}
      >
        {(aria) => (
          <input
            {...aria}
            value={headline}
            maxLength={HEADLINE_MAX_LENGTH}
            onChange={(e) => set('headline', e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-title`} label={t('story.title')} error={issue('story.title')}>
        {(aria) => (
          <input
            {...aria}
            value={title}
            maxLength={STORY_TITLE_MAX_LENGTH}
            onChange={(e) => set('title', e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame
        id={`${id}-text`}
        label={t('story.paragraphs')}
        hint={t('story.paragraphsHint')}
        error={issue('story.paragraphs')}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={6}
            value={text}
            maxLength={STORY_PARAGRAPH_MAX_LENGTH * 6}
            onChange={(e) => set('text', e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <FieldFrame id={`${id}-quote`} label={t('story.quote')} error={issue('story.quote')}>
        {(aria) => (
          <input
            {...aria}
            value={quote}
            maxLength={STORY_QUOTE_MAX_LENGTH}
            onChange={(e) => set('quote', e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('story.stats')}</legend>
        <p className="text-sm text-slate-500">{t('story.statsHint')}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {stats.map((stat, i) => (
            <div key={i} className="flex gap-2">
              <input
                aria-label={t('story.statValue', { n: i + 1 })}
                value={stat.value}
                maxLength={20}
                onChange={(e) =>
                  setStats(stats.map((s, j) => (j === i ? { ...s, value: e.target.value } : s)))
                }
                className={`${inputClass} w-24`}
              />
              <input
                aria-label={t('story.statLabel', { n: i + 1 })}
                value={stat.label}
                maxLength={60}
                onChange={(e) =>
                  setStats(stats.map((s, j) => (j === i ? { ...s, label: e.target.value } : s)))
                }
                className={inputClass}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <PreviewItemsField
        items={previewItems}
        onChange={(items) => set('previewItems', items)}
        issue={issue}
      />
      <FieldFrame
        id={`${id}-note`}
        label={t('story.updateNote')}
        hint={t('story.updateNoteHint')}
        error={issue('updateNote')}
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            value={updateNote}
            maxLength={UPDATE_NOTE_MAX_LENGTH}
            onChange={(e) => set('updateNote', e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
    </div>
  );
}
