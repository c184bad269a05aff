import { useCallback, useEffect, useState } from 'react';
import { DEMO_AUTO_ADVANCE_MS } from '../../../common/limits';
import { readDemoTimeScale } from './demo-time-scale';

/** Anything with timed lines, in order of delay: the demo script. */
type Script = readonly { lines: readonly { delay: number }[] }[];

export interface DemoPlayback {
  scenarioIndex: number;
  /** How many of the current scenario's messages are on screen. */
  visibleCount: number;
  playing: boolean;
  start: () => void;
  /** Pauses where it is: the messages so far stay on screen. */
  stop: () => void;
  /** Chooses a scenario: its conversation starts empty and nothing plays (spec 01 §4 "Demo"). */
  select: (index: number) => void;
}

/**
 * The demo's state machine (spec 01 §4): idle, or playing — each message appears once its delay has passed since
 * the start, and 3 s after the last one the next scenario (wrapping around) is selected and plays on its own.
 */
export function useDemoPlayback(script: Script): DemoPlayback {
  const [scenarioIndex, setScenarioIndex] = useState(0);
  const [visibleCount, setVisibleCount] = useState(0);
  // null while idle; a new number restarts the timers, even for the same scenario.
  const [run, setRun] = useState<number | null>(null);

  useEffect(() => {
    if (run === null) return;
    const lines = script[scenarioIndex]?.lines ?? [];
    // Read on every start, so a test can set the scale after the page has loaded.
    const scale = readDemoTimeScale();
    const timers = lines.map((line, index) =>
      window.setTimeout(() => setVisibleCount(index + 1), line.delay * scale),
    );
    const lastDelay = lines.reduce((latest, line) => Math.max(latest, line.delay), 0);
    timers.push(
      window.setTimeout(
        () => {
          setScenarioIndex((index) => (index + 1) % script.length);
          setVisibleCount(0);
          setRun((n) => (n ?? 0) + 1);
        },
        (lastDelay + DEMO_AUTO_ADVANCE_MS) * scale,
      ),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [run, scenarioIndex, script]);

  const start = useCallback(() => {
    setVisibleCount(0);
    setRun((n) => (n ?? 0) + 1);
  }, []);

  const stop = useCallback(() => setRun(null), []);

  const select = useCallback((index: number) => {
    setScenarioIndex(index);
    setVisibleCount(0);
    setRun(null);
  }, []);

  return { scenarioIndex, visibleCount, playing: run !== null, start, stop, select };
}
