/**
 * A clock a test moves by hand (ADR 0036): it starts at a fixed moment and changes only when the test says, so
 * nothing in the test depends on today's date. Give `now` to the server (`useTestServer(…, { now: clock.now })`).
 */
export interface TestClock {
  now(): Date;
  /** Moves the clock by `ms` (back, when negative). */
  advance(ms: number): Date;
  /** Puts the clock at `at`. */
  set(at: Date): void;
}

/** A Saturday morning in late November 2026, when the first of these tests were written; any fixed moment does. */
export const TEST_CLOCK_START = new Date('2026-11-21T09:00:00Z');

export function testClock(start: Date = TEST_CLOCK_START): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    advance(ms) {
      current = new Date(current.getTime() + ms);
      return new Date(current);
    },
    set(at) {
      current = new Date(at);
    },
  };
}
