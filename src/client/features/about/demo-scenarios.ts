/**
 * The demo's script (spec 01 §3 "Demo scenario"): which scenarios exist, who speaks in each, and when. The words
 * themselves live in the about locale files, so both languages play the same script.
 */
export type DemoMessageType = 'user' | 'ai-before' | 'ai-after';

export interface DemoMessage {
  id: string;
  type: DemoMessageType;
  content: string;
  /** Milliseconds from the start of playback until the message appears. */
  delay: number;
}

export interface DemoScenario {
  id: DemoScenarioId;
  title: string;
  messages: DemoMessage[];
}

export type DemoScenarioId = 'developer' | 'business' | 'researcher';

export type DemoScriptLine = Omit<DemoMessage, 'content'>;

// Spec 01 §9 sample delays: the question, then the generic answer, then the pack-grounded one.
const LINES: DemoScriptLine[] = [
  { id: 'question', type: 'user', delay: 1000 },
  { id: 'before', type: 'ai-before', delay: 2500 },
  { id: 'after', type: 'ai-after', delay: 4000 },
];

export const DEMO_SCRIPT: readonly { id: DemoScenarioId; lines: DemoScriptLine[] }[] = [
  { id: 'developer', lines: LINES },
  { id: 'business', lines: LINES },
  { id: 'researcher', lines: LINES },
];
