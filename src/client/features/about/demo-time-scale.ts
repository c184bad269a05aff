/**
 * End-to-end tests watch the whole demo play without waiting ~20 s per scenario: they store a factor such as
 * 0.05 under this key, and every demo delay (auto-advance included) is multiplied by it. Visitors never set it,
 * so the real timings apply.
 */
export const DEMO_TIME_SCALE_KEY = 'kenja.demoTimeScale';

/** The factor to multiply demo delays by: a positive finite number from localStorage, otherwise 1. */
export function readDemoTimeScale(): number {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(DEMO_TIME_SCALE_KEY);
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the demo still plays at normal speed.
    return 1;
  }
  if (raw === null || raw.trim() === '') return 1;
  const scale = Number(raw);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}
