import { Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ANSWER_QUERY_MAX_LENGTH } from '../../../common/limits';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { useAnswerSettings } from './api/answer-settings';
import { ChatMessageView } from './chat-message';
import { LoadErrorBanner } from './notices';
import { SearchPackPicker } from './search-pack-picker';
import { usePackSelection } from './use-pack-selection';
import { useChat } from '../../lib/use-chat';
import { TabSection } from './tab-section';

/**
 * Claude Chat Test (spec 02 §2.7): questions to the chosen test packs, answered in the interface language with
 * citations — by the configured model, or as excerpts when there is none.
 */
export function ClaudeChatTab({ onOpenUpload }: { onOpenUpload: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const inputId = useId();
  const needsId = useId();
  const modelId = useId();
  const { packsQuery, selectedIds, toggle } = usePackSelection();
  const settings = useAnswerSettings();
  const chat = useChat();
  const [query, setQuery] = useState('');
  const [model, setModel] = useState<string | undefined>(undefined);
  const endRef = useRef<HTMLDivElement>(null);

  const ready = query.trim() !== '' && selectedIds.length > 0;
  const lastContent = chat.messages.at(-1)?.content;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.messages.length, lastContent]);

  function send() {
    if (!ready || chat.pending) return;
    void chat.ask(query.trim(), selectedIds, language, model);
    setQuery('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that confirms a Japanese input method's conversion is neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const modelMode = settings.data?.mode === 'model';

  return (
    <TabSection
      messages="chat"
      note={
        settings.isSuccess && (
          <p className="mt-2 text-xs text-slate-600">
            {modelMode ? t('chat.modeModel') : t('chat.modeExtractive')}
          </p>
        )
      }
      width="max-w-2xl"
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <div className="flex min-h-64 flex-col rounded-2xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
            {chat.messages.length === 0 ? (
              <p className="m-auto max-w-sm py-10 text-center text-sm text-slate-500">{t('chat.empty')}</p>
            ) : (
              <ol aria-label={t('chat.conversation')} className="space-y-4">
                {chat.messages.map((message) => (
                  <ChatMessageView key={message.id} message={message} />
                ))}
              </ol>
            )}
            <div ref={endRef} />
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {chat.pending ? t('chat.answering') : ''}
          </p>

          <form onSubmit={handleSubmit} className="mt-3">
            <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
              {t('chat.question')}
            </label>
            <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-end">
              <textarea
                id={inputId}
                rows={2}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={handleKeyDown}
                placeholder={t('chat.placeholder')}
                maxLength={ANSWER_QUERY_MAX_LENGTH}
                aria-describedby={needsId}
                className="min-h-12 w-full flex-1 resize-y rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
              />
              <Button icon={Send} type="submit" disabled={!ready || chat.pending} aria-describedby={needsId}>
                {chat.pending ? t('chat.sending') : t('chat.send')}
              </Button>
            </div>
            <p id={needsId} className="mt-1 text-xs text-slate-500">
              {ready ? t('chat.keys') : t('chat.needs')}
            </p>
          </form>
          {chat.messages.length > 0 && (
            <Button icon={Trash2} variant="secondary" size="sm" className="mt-2" onClick={chat.clear}>
              {t('chat.clear')}
            </Button>
          )}
        </div>

        <div className="min-w-0 space-y-4">
          <SearchPackPicker
            query={packsQuery}
            selectedIds={selectedIds}
            onToggle={toggle}
            onOpenUpload={onOpenUpload}
          />
          {modelMode && settings.data && settings.data.models.length > 1 && (
            <div>
              <label htmlFor={modelId} className="block text-sm font-semibold text-slate-900">
                {t('chat.model')}
              </label>
              <select
                id={modelId}
                value={model ?? settings.data.default_model ?? ''}
                onChange={(event) => setModel(event.target.value)}
                className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                {settings.data.models.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      </div>
      {packsQuery.isError && (
        <LoadErrorBanner className="mt-4" message={t('testPacks.loadError')} query={packsQuery} />
      )}
    </TabSection>
  );
}
