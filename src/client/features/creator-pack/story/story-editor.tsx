import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADLINE_MAX_LENGTH,
  STORY_PARAGRAPH_MAX_LENGTH,
  STORY_QUOTE_MAX_LENGTH,
  STORY_STATS_MAX,
  STORY_TITLE_MAX_LENGTH,
  UPDATE_NOTE_MAX_LENGTH,
  type StoryResponse,
} from '../../../../common/contracts/story';
import { Button } from '../../../components/ui/button';
import { FieldFrame, inputClass } from '../../../components/ui/form-field';
import { PageAlert } from '../../../components/ui/page-alert';
import { ApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { usePackStory, useSaveStory } from '../api/story';
import { PreviewItemsField } from './preview-items-field';

/**
 * What the pack's sales page tells beyond its details: the creator's story (its Story tab) and headline, samples for
 * its Learning Content, and what changed in the latest edition.
 */
export function StoryEditor({ packId }: { packId: string }) {
  const { t } = useTranslation('creatorPack');
  const story = usePackStory(packId);
  return (
    <section
      aria-labelledby="story-heading"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="story-heading" className="text-xl font-semibold text-slate-900">
        {t('story.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('story.intro')}</p>
      {story.isPending && <p className="mt-4 text-sm text-slate-600">{t('story.loading')}</p>}
      {story.isError && (
        <PageAlert className="mt-4">
          <p>{t('loadError', { reason: apiErrorText(story.error, t) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void story.refetch()}>
            {t('retry')}
          </Button>
        </PageAlert>
      )}
      {story.isSuccess && <StoryForm packId={packId} initial={story.data} />}
    </section>
  );
}

/** Paragraphs are written as one text, separated by blank lines. */
const toParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function StoryForm({ packId, initial }: { packId: string; initial: StoryResponse }) {
  const { t } = useTranslation('creatorPack');
  const save = useSaveStory(packId);
  const id = useId();
  const [headline, setHeadline] = useState(initial.headline ?? '');
  const [title, setTitle] = useState(initial.story?.title ?? '');
  const [text, setText] = useState((initial.story?.paragraphs ?? []).join('\n\n'));
  const [quote, setQuote] = useState(initial.story?.quote ?? '');
  const [stats, setStats] = useState(() =>
    Array.from({ length: STORY_STATS_MAX }, (_, i) => initial.story?.stats[i] ?? { value: '', label: '' }),
  );
  const [previewItems, setPreviewItems] = useState(initial.previewItems);
  const [updateNote, setUpdateNote] = useState(initial.updateNote ?? '');
  const [saved, setSaved] = useState(false);
  const issue = (field: string) =>
    save.error instanceof ApiError
      ? save.error.issues.find((entry) => entry.path.join('.').startsWith(field))?.message
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      { headline, story: { title, paragraphs: toParagraphs(text), quote, stats }, previewItems, updateNote },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <form onSubmit={submit} className="mt-5 space-y-5" noValidate>
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
            onChange={(e) => setHeadline(e.target.value)}
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
            onChange={(e) => setTitle(e.target.value)}
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
            onChange={(e) => setText(e.target.value)}
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
            onChange={(e) => setQuote(e.target.value)}
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
      <PreviewItemsField items={previewItems} onChange={setPreviewItems} issue={issue} />
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
            onChange={(e) => setUpdateNote(e.target.value)}
            className={inputClass}
          />
        )}
      </FieldFrame>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('story.saving') : t('story.save')}
        </Button>
        <p aria-live="polite" className="text-sm">
          {saved && <span className="font-medium text-emerald-700">{t('story.saved')}</span>}
          {save.isError && <span className="font-medium text-red-700">{apiErrorText(save.error, t)}</span>}
        </p>
      </div>
    </form>
  );
}
