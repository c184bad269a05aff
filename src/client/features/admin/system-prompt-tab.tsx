import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerLanguage, SystemPrompts } from '../../../common/contracts/answers';
import { SYSTEM_PROMPT_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError } from '../../lib/api';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { formatDate, formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useSaveSystemPrompts, useSystemPrompts } from './api/system-prompts';
import { ErrorBanner, LoadErrorBanner } from './notices';
import { readDrafts, writeDrafts, type PromptTexts } from './system-prompt-drafts';
import { Skeleton } from '../../components/ui/skeleton';
import { TabSection } from './tab-section';

/** English first, as the spec lists them. */
const PROMPT_ORDER: readonly AnswerLanguage[] = ['en', 'ja'];

/**
 * System Prompt (spec 02 §2.7, §3): the English and Japanese instructions every answer starts from. Saved on the
 * server (admins only) so answers everywhere use them; unsaved edits survive a reload as a local draft.
 */
export function SystemPromptTab() {
  const { t } = useTranslation('admin');
  const prompts = useSystemPrompts();
  return (
    <TabSection messages="systemPrompt" width="max-w-2xl">
      {prompts.isPending && (
        <Skeleton
          label={t('loading')}
          className="mt-6 animate-pulse space-y-3"
          bars={['h-40 rounded-2xl', 'h-40 rounded-2xl']}
        />
      )}
      {prompts.isError && (
        <LoadErrorBanner className="mt-6" message={t('systemPrompt.loadError')} query={prompts} />
      )}
      {prompts.data && <SystemPromptEditor server={prompts.data} />}
    </TabSection>
  );
}

/** The draft on first render: one left in this browser that differs from the server's, else the server's. */
function initialTexts(server: SystemPrompts): { texts: PromptTexts; restored: boolean } {
  const draft = readDrafts();
  if (draft && (draft.en !== server.en || draft.ja !== server.ja)) return { texts: draft, restored: true };
  return { texts: { en: server.en, ja: server.ja }, restored: false };
}

function SystemPromptEditor({ server }: { server: SystemPrompts }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const save = useSaveSystemPrompts();
  const [initial] = useState(() => initialTexts(server));
  const [texts, setTexts] = useState<PromptTexts>(initial.texts);
  const [restored, setRestored] = useState(initial.restored);
  const [saved, setSaved] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const ids = { en: useId(), ja: useId() };

  const edit = (lang: AnswerLanguage, value: string) => {
    const next = { ...texts, [lang]: value };
    setTexts(next);
    setSaved(false);
    writeDrafts(next);
  };

  const discardDraft = () => {
    writeDrafts(undefined);
    setRestored(false);
    setTexts({ en: server.en, ja: server.ja });
  };
  const submit = (update: PromptTexts | 'reset') =>
    save.mutate(update, {
      onSuccess: (result) => {
        writeDrafts(undefined);
        setTexts({ en: result.en, ja: result.ja });
        setRestored(false);
        setSaved(true);
        setConfirmReset(false);
      },
    });

  const fieldError = (lang: AnswerLanguage) =>
    save.error instanceof ApiError
      ? save.error.issues.find((issue) => issue.path[0] === lang)?.message
      : undefined;
  const unchanged = server.en === texts.en && server.ja === texts.ja;

  return (
    <>
      <form
        className="mt-6 max-w-3xl space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit(texts);
        }}
      >
        {restored && (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="flex-1">{t('systemPrompt.draftRestored')}</p>
            <Button variant="secondary" size="sm" onClick={discardDraft}>
              {t('systemPrompt.discardDraft')}
            </Button>
          </div>
        )}
        {PROMPT_ORDER.map((lang) => {
          const error = fieldError(lang);
          const counterId = `${ids[lang]}-count`;
          const errorId = `${ids[lang]}-error`;
          return (
            <div key={lang}>
              <div className="flex items-baseline justify-between gap-3">
                <label htmlFor={ids[lang]} className="text-sm font-semibold text-slate-900">
                  {t(`systemPrompt.label.${lang}`)}
                </label>
                <span id={counterId} className="text-xs text-slate-500 tabular-nums">
                  {t('systemPrompt.count', {
                    count: texts[lang].length,
                    max: formatNumber(SYSTEM_PROMPT_MAX_LENGTH, language),
                  })}
                </span>
              </div>
              <textarea
                id={ids[lang]}
                lang={lang}
                rows={8}
                value={texts[lang]}
                maxLength={SYSTEM_PROMPT_MAX_LENGTH}
                onChange={(event) => edit(lang, event.target.value)}
                aria-describedby={error ? `${counterId} ${errorId}` : counterId}
                aria-invalid={error ? true : undefined}
                className="mt-1 w-full resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm leading-relaxed focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
              />
              {error && (
                <p id={errorId} className="mt-1 text-xs text-red-700" lang="en">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <p className="text-xs text-slate-500">
          {server.updated_at
            ? t('systemPrompt.updatedAt', {
                date: formatDate(server.updated_at, language, 'dateTime'),
              })
            : t('systemPrompt.usingDefaults')}
        </p>
        {save.isError && !fieldError('en') && !fieldError('ja') && (
          <ErrorBanner
            message={`${t('systemPrompt.saveError')} ${apiErrorText(save.error, t)}`}
            detail={apiErrorDetail(save.error, language)}
          />
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? t('systemPrompt.saving') : t('systemPrompt.save')}
          </Button>
          <Button variant="secondary" disabled={save.isPending} onClick={() => setConfirmReset(true)}>
            {t('systemPrompt.reset')}
          </Button>
          <p role="status" className="text-sm text-emerald-800">
            {saved ? t('systemPrompt.saved') : ''}
          </p>
        </div>
      </form>
      <Dialog
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={t('systemPrompt.resetTitle')}
        closeLabel={t('close')}
      >
        <p className="mt-3 text-slate-600">{t('systemPrompt.resetText')}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirmReset(false)}>
            {t('systemPrompt.cancel')}
          </Button>
          <Button disabled={save.isPending} onClick={() => submit('reset')}>
            {t('systemPrompt.resetConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
