import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADLINE_MAX_LENGTH,
  STORY_PARAGRAPH_MAX_LENGTH,
  STORY_QUOTE_MAX_LENGTH,
  STORY_STATS_MAX,
  STORY_TITLE_MAX_LENGTH,
  isToldStory,
  type PreviewItem,
  type StoryBody,
  type StoryResponse,
} from '../../../../common/contracts/story';
import { LoadFailureAlert } from '../../../components/load-failure';
import { TextAreaField, TextField } from '../../../components/ui/fields';
import { inputClass } from '../../../components/ui/form-field';
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
  const { headline, title, text, quote, stats, previewItems } = values;
  return {
    headline,
    story: { title, paragraphs: toParagraphs(text), quote, stats },
    previewItems,
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
  };
}

/**
 * What the pack's sales page tells beyond its details: the creator's story (its Story tab) and headline, samples for
 * its Learning Content. Part of the editor's one form: the page's one Save saves it with the details. (The note on
 * a new edition is written on the upload page, where documents change.)
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
      {story.isError && <LoadFailureAlert namespace="creatorPack" query={story} />}
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
  const { stats, previewItems } = values;
  const set = <K extends keyof StoryValues>(field: K, value: StoryValues[K]) =>
    onChange({ ...values, [field]: value });
  const setStat = (index: number, part: 'value' | 'label', typed: string) =>
    set(
      'stats',
      stats.map((stat, i) => (i === index ? { ...stat, [part]: typed } : stat)),
    );
  // A typed field's id, its text, the server's word on it (`issueKey`) and its changes.
  const bind = (field: 'headline' | 'title' | 'text' | 'quote', issueKey: string) => ({
    id: `${id}-${field}`,
    value: values[field],
    error: issue(issueKey),
    onValue: (value: string) => set(field, value),
  });

  return (
    <div className="space-y-5">
      <TextField
        {...bind('headline', 'headline')}
        label={t('story.headline')}
        hint={t('story.headlineHint')}
        maxLength={HEADLINE_MAX_LENGTH}
      />
      <TextField
        {...bind('title', 'story.title')}
        label={t('story.title')}
        maxLength={STORY_TITLE_MAX_LENGTH}
      />
      <TextAreaField
        {...bind('text', 'story.paragraphs')}
        label={t('story.paragraphs')}
        hint={t('story.paragraphsHint')}
        rows={6}
        maxLength={STORY_PARAGRAPH_MAX_LENGTH * 6}
      />
      <TextField
        {...bind('quote', 'story.quote')}
        label={t('story.quote')}
        maxLength={STORY_QUOTE_MAX_LENGTH}
      />
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
                onChange={(e) => setStat(i, 'value', e.target.value)}
                className={`${inputClass} w-24`}
              />
              <input
                aria-label={t('story.statLabel', { n: i + 1 })}
                value={stat.label}
                maxLength={60}
                onChange={(e) => setStat(i, 'label', e.target.value)}
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
    </div>
  );
}
