import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/fields';
import { useChat } from '../../lib/use-chat';
import { useLanguage } from '../../lib/use-language';
import { useAnswerSettings } from './api/answer-settings';
import { ChatConversation } from './chat-conversation';
import { ChatQuestionForm } from './chat-question-form';
import { LoadErrorAlert } from './notices';
import { SearchPackPicker } from './search-pack-picker';
import { usePackSelection } from './use-pack-selection';
import { TabSection } from './tab-section';

/**
 * Claude Chat Test (spec 02 §2.7): questions to the chosen test packs, answered in the interface language with
 * citations — by the configured model, or as excerpts when there is none.
 */
export function ClaudeChatTab({ onOpenUpload }: { onOpenUpload: () => void }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const { packsQuery, selectedIds, toggle } = usePackSelection();
  const settings = useAnswerSettings();
  const chat = useChat();
  const [model, setModel] = useState<string | undefined>(undefined);
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
          <ChatConversation messages={chat.messages} pending={chat.pending} />
          <ChatQuestionForm
            hasPacks={selectedIds.length > 0}
            pending={chat.pending}
            onAsk={(question) => void chat.ask(question, selectedIds, language, model)}
          />
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
            <ModelPicker
              models={settings.data.models}
              value={model ?? settings.data.default_model ?? ''}
              onChange={setModel}
            />
          )}
        </div>
      </div>
      {packsQuery.isError && (
        <LoadErrorAlert className="mt-4" message={t('testPacks.loadError')} query={packsQuery} />
      )}
    </TabSection>
  );
}

interface ModelPickerProps {
  models: readonly string[];
  value: string;
  onChange: (model: string) => void;
}

/** Which of the configured models answers, where there is more than one. */
function ModelPicker({ models, value, onChange }: ModelPickerProps) {
  const { t } = useTranslation('admin');
  const modelId = useId();
  return (
    <SelectField id={modelId} label={t('chat.model')} badge={false} value={value} onValue={onChange}>
      {models.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
