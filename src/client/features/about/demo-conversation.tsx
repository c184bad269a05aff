import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoMessageBubble } from './demo-message-bubble';
import type { DemoScenario } from './demo-scenarios';
import { ThinkingIndicator } from './thinking-indicator';

interface DemoConversationProps {
  scenario: DemoScenario;
  /** Every scenario: the conversation keeps the height of the longest, so the page never moves as it plays. */
  scenarios: DemoScenario[];
  visibleCount: number;
  playing: boolean;
  nextTitle: string;
}

export function DemoConversation({
  scenario,
  scenarios,
  visibleCount,
  playing,
  nextTitle,
}: DemoConversationProps) {
  const { t } = useTranslation('about');
  const shown = scenario.messages.slice(0, visibleCount);
  const next = scenario.messages[visibleCount];
  const thinking = playing && next !== undefined && next.type !== 'user';
  const finished = playing && next === undefined;

  return (
    <div className="grid">
      {/* Invisible copies of every finished conversation share the one grid cell: it is as tall as the longest. */}
      {scenarios.map((reserved) => (
        <div key={reserved.id} aria-hidden className="invisible col-start-1 row-start-1 flex flex-col gap-4">
          <ol className="flex flex-col gap-4">
            {reserved.messages.map((message) => (
              <DemoMessageBubble key={message.id} message={message} />
            ))}
          </ol>
          <p className="text-sm">&nbsp;</p>
        </div>
      ))}
      <Conversation shown={shown} scenarioId={scenario.id} playing={playing} thinking={thinking}>
        {finished && (
          <p className="text-center text-sm text-slate-500">{t('demo.upNext', { title: nextTitle })}</p>
        )}
      </Conversation>
    </div>
  );
}

interface ConversationProps {
  shown: DemoScenario['messages'];
  scenarioId: string;
  playing: boolean;
  thinking: boolean;
  children: ReactNode;
}

/** What has been said so far, the thinking indicator, and (as children) what comes next. */
function Conversation({ shown, scenarioId, playing, thinking, children }: ConversationProps) {
  const { t } = useTranslation('about');
  return (
    <div className="col-start-1 row-start-1 flex min-h-[24rem] flex-col gap-4">
      {/* On a phone the reserved space is tall: the prompt stays near the Start button. */}
      {!playing && shown.length === 0 && (
        <div className="flex flex-1 flex-col items-center justify-start gap-3 pt-12 text-center text-slate-500 sm:justify-center sm:pt-0">
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
          <DemoMessageBubble key={`${scenarioId}-${message.id}`} message={message} />
        ))}
      </ol>
      {thinking && <ThinkingIndicator />}
      {children}
    </div>
  );
}
