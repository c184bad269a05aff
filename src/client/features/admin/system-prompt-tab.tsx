import { useTranslation } from 'react-i18next';
import type { AnswerLanguage, SystemPrompts } from '../../../common/contracts/answers';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { apiErrorDetail, apiErrorText } from '../../lib/api-error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useSystemPrompts } from './api/system-prompts';
import { PageAlert } from '../../components/ui/page-alert';
import { FailureText, LoadErrorAlert } from './notices';
import { SystemPromptField } from './system-prompt-field';
import { TabSection } from './tab-section';
import { useSystemPromptEditing } from './use-system-prompt-editing';

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
        <LoadErrorAlert className="mt-6" message={t('systemPrompt.loadError')} query={prompts} />
      )}
      {prompts.data && <SystemPromptEditor server={prompts.data} />}
    </TabSection>
  );
}

function SystemPromptEditor({ server }: { server: SystemPrompts }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const editing = useSystemPromptEditing(server);
  const { save, texts, fieldError } = editing;

  return (
    <>
      <form
        className="mt-6 max-w-3xl space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          editing.submit(texts);
        }}
      >
        {editing.restored && <DraftRestored onDiscard={editing.discardDraft} />}
        {PROMPT_ORDER.map((lang) => (
          <SystemPromptField
            key={lang}
            lang={lang}
            value={texts[lang]}
            onValue={(value) => editing.edit(lang, value)}
            error={fieldError(lang)}
          />
        ))}
        <p className="text-xs text-slate-500">
          {server.updated_at
            ? t('systemPrompt.updatedAt', {
                date: formatDate(server.updated_at, language, 'dateTime'),
              })
            : t('systemPrompt.usingDefaults')}
        </p>
        {save.isError && !fieldError('en') && !fieldError('ja') && (
          <PageAlert>
            <FailureText
              message={`${t('systemPrompt.saveError')} ${apiErrorText(save.error, t)}`}
              detail={apiErrorDetail(save.error, language)}
            />
          </PageAlert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button type="submit" disabled={save.isPending || editing.unchanged}>
            {save.isPending ? t('systemPrompt.saving') : t('systemPrompt.save')}
          </Button>
          <Button variant="secondary" disabled={save.isPending} onClick={() => editing.setConfirmReset(true)}>
            {t('systemPrompt.reset')}
          </Button>
          <p role="status" className="text-sm text-emerald-800">
            {editing.saved ? t('systemPrompt.saved') : ''}
          </p>
        </div>
      </form>
      <ResetDialog
        open={editing.confirmReset}
        pending={save.isPending}
        onConfirm={() => editing.submit('reset')}
        onClose={() => editing.setConfirmReset(false)}
      />
    </>
  );
}

/** A draft from an earlier visit is in the fields, and can be thrown away for the saved prompts. */
function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="flex-1">{t('systemPrompt.draftRestored')}</p>
      <Button variant="secondary" size="sm" onClick={onDiscard}>
        {t('systemPrompt.discardDraft')}
      </Button>
    </div>
  );
}

interface ResetDialogProps {
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Putting Kenja's default prompts back replaces both saved prompts, so it is asked first. */
function ResetDialog({ open, pending, onConfirm, onClose }: ResetDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('systemPrompt.resetTitle')}
      closeLabel={t('close')}
      text={t('systemPrompt.resetText')}
      cancelLabel={t('systemPrompt.cancel')}
      confirmLabel={t('systemPrompt.resetConfirm')}
      onConfirm={onConfirm}
      disabled={pending}
    />
  );
}
