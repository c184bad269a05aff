import { useTranslation } from 'react-i18next';
import { DEMO_SCRIPT, type DemoScenario } from './demo-scenarios';

/** The demo scenarios with their titles and messages in the page's language. */
export function useDemoScenarios(): DemoScenario[] {
  const { t } = useTranslation('about');
  return DEMO_SCRIPT.map((scenario) => ({
    id: scenario.id,
    title: t(`demo.scenarios.${scenario.id}.title`),
    messages: scenario.lines.map((line) => ({
      ...line,
      content: t(`demo.scenarios.${scenario.id}.messages.${line.id}`),
    })),
  }));
}
