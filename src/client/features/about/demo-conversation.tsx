import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoMessageBubble } from './demo-message-bubble';
import type { DemoScenario } from './demo-scenarios';
import { ThinkingIndicator } from './thinking-indicator';

interface DemoConversationProps {
  scenario: DemoScenario;
  visibleCount: number;
  playing: boolean;
  nextTitle: string;
}

export function DemoConversation({ scenario, visibleCount, playing, nextTitle }: DemoConversationProps) {
  const { t } = useTranslation('about');
  const shown = scenario.messages.slice(0, visibleCount);
  const next = scenario.messages[visibleCount];
  const thinking = playing && next !== undefined && next.type !== 'user';
  const finished = playing && next === undefined;

  return (
    <div className="flex min-h-[24rem] flex-col gap-4">
      {!playing && shown.length === 0 && (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center text-slate-500">
          <MessagesSquare className="size-10 text-slate-300" aria-hidden />
          <p>{t('demo.idle')}</p>
        </div>
      )}
      {/* role="list" keeps list semantics that Safari drops from unstyled lists. */}
      <ol
        role="list"
        aria-label={t('demo.conversationLabel')}
        aria-live="polite"
        className="flex flex-col gap-4"
      >
        {shown.map((message) => (
          <DemoMessageBubble key={`${scenario.id}-${message.id}`} message={message} />
        ))}
      </ol>
      {thinking && <ThinkingIndicator />}
      {finished && (
        <p className="text-center text-sm text-slate-500">{t('demo.upNext', { title: nextTitle })}</p>
      )}
    </div>
  );
}
