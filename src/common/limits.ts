/** Limits and constants shared by client and server (spec 01 §9, 02 §9). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const PACK_LIST_DEFAULT_LIMIT = 48;
export const PACK_LIST_MAX_LIMIT = 100;
/** Shown on a pack card when the pack has no rating yet. */
export const FALLBACK_RATING = 4.8;
/** After the last demo message, the next scenario starts this much later. */
export const DEMO_AUTO_ADVANCE_MS = 3000;
