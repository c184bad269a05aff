/**
 * The one clock Kenja's logic reads (ADR 0036). Every timestamp the server stores or compares comes from the
 * `Clock` the app was built with — never from the database's `now()` nor from a `new Date()` of its own — so a
 * test that moves the clock moves everything, and the database's clock never enters a comparison.
 */
export type Clock = () => Date;

/** Production's clock: the machine's. The only place outside tests that reads the wall clock. */
export const systemClock: Clock = () => new Date();
