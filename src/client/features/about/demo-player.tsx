import { Play, Square } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { DemoConversation } from './demo-conversation';
import { DEMO_SCRIPT } from './demo-scenarios';
import { DemoTabs } from './demo-tabs';
import { useDemoPlayback } from './use-demo-playback';
import { useDemoScenarios } from './use-demo-scenarios';

/** The interactive demo: scenario tabs, Start/Stop, and the conversation as it plays. */
export function DemoPlayer() {
  const { t } = useTranslation('about');
  const scenarios = useDemoScenarios();
  const { scenarioIndex, visibleCount, playing, start, stop, select } = useDemoPlayback(DEMO_SCRIPT);
  const idPrefix = useId();
  const tabId = (index: number) => `${idPrefix}-tab-${index}`;
  const panelId = `${idPrefix}-panel`;
  const scenario = scenarios[scenarioIndex];
  const nextScenario = scenarios[(scenarioIndex + 1) % scenarios.length];
  if (!scenario || !nextScenario) return null;

  return (
    <div className="min-w-0 overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-3 sm:flex-row sm:items-center sm:p-4">
        <div className="min-w-0 flex-1">
          <DemoTabs
            scenarios={scenarios}
            selected={scenarioIndex}
            onSelect={select}
            tabId={tabId}
            panelId={panelId}
          />
        </div>
        {playing ? (
          <Button icon={Square} variant="secondary" onClick={stop}>
            {t('demo.stop')}
          </Button>
        ) : (
          <Button icon={Play} onClick={start}>
            {t('demo.start')}
          </Button>
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(scenarioIndex)}
        className="bg-slate-50/60 p-4 sm:p-6"
      >
        <DemoConversation
          scenario={scenario}
          scenarios={scenarios}
          visibleCount={visibleCount}
          playing={playing}
          nextTitle={nextScenario.title}
        />
      </div>
    </div>
  );
}
