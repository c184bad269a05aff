/**
 * A maker of test data: `defaults` as the server would send them, any field replaced by `overrides`. Each call
 * gets its own copy, so a test that changes what it was given leaves the next one's alone.
 */
export function fixtureOf<T extends object>(defaults: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(defaults), ...overrides });
}
