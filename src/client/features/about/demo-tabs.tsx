import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoScenario } from './demo-scenarios';

interface DemoTabsProps {
  scenarios: DemoScenario[];
  selected: number;
  onSelect: (index: number) => void;
  tabId: (index: number) => string;
  panelId: string;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move focus and select together. */
export function DemoTabs({ scenarios, selected, onSelect, tabId, panelId }: DemoTabsProps) {
  const { t } = useTranslation('about');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = scenarios.length - 1;
    // Move from the focused tab: auto-advance may have selected another one since it got focus.
    const focused = tabs.current.findIndex((tab) => tab === event.target);
    const current = focused === -1 ? selected : focused;
    const next: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target);
    tabs.current[target]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('demo.tablistLabel')}
      className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
      onKeyDown={handleKeyDown}
    >
      {scenarios.map((scenario, index) => {
        const isSelected = index === selected;
        return (
          <button
            key={scenario.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(index)}
            className={`flex-1 rounded-lg px-2 py-2 sm:px-3 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              isSelected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {scenario.title}
          </button>
        );
      })}
    </div>
  );
}
