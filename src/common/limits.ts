/** Limits and constants shared by client and server (spec 01 §9, 02 §9). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const PACK_LIST_DEFAULT_LIMIT = 48;
export const PACK_LIST_MAX_LIMIT = 100;
/** After the last demo message, the next scenario starts this much later. */
export const DEMO_AUTO_ADVANCE_MS = 3000;

/** The knowledge engine (spec 02 §5, §9). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_MB = 10;
/** An import (issue 53): files a request may carry, and their bytes together; the studio sends larger ones in turns. */
export const IMPORT_MAX_FILES = 200;
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Spec 02 §9: search defaults. */
export const SEARCH_K_DEFAULT = 5;
export const SEARCH_K_MAX = 50;
export const ADMIN_SEARCH_LIMIT = 10;
export const ENGINE_QUERY_MAX_LENGTH = 1000;
/** Spec 02 §5: the name part of a corpus key. */
export const CORPUS_KEY_NAME_MAX = 20;
export const PACK_TITLE_MAX_LENGTH = 120;
export const PACK_DESCRIPTION_MAX_LENGTH = 2000;
/** How many packs one search may span. */
export const SEARCH_MAX_PACKS = 50;

/** Grounded answers (spec 02 §9: chat k 6, max_tokens 1024, language ja). */
export const ANSWER_QUERY_MAX_LENGTH = 4000;
export const ANSWER_K_DEFAULT = 6;
export const ANSWER_K_MAX = 20;
export const ANSWER_MAX_TOKENS_CHAT = 1024;
export const ANSWER_MAX_TOKENS_LIMIT = 4096;
export const ANSWER_DEFAULT_MODEL = 'claude-3-5-haiku-latest';
export const SYSTEM_PROMPT_MAX_LENGTH = 8000;

// Access tokens and MCP (issue 9).
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 80;
export const ACCESS_TOKENS_PER_USER_MAX = 50;
/** Assistants one person may have connected by OAuth at once (each sign-in from an assistant is one). */
export const OAUTH_CONNECTIONS_PER_USER_MAX = 100;
export const MCP_SEARCH_K_DEFAULT = 5;
export const MCP_SEARCH_K_MAX = 20;
/** About how many tokens one tool result may take (a token ≈ 4 characters); `KENJA_MCP_RESULT_TOKENS` changes it. */
export const MCP_RESULT_TOKENS_DEFAULT = 5000;
export const QUERY_HISTORY_PAGE_SIZE = 50;

// The creator studio (issue 10).
/** Publishing needs a description a buyer can judge the pack by. */
export const PACK_DESCRIPTION_MIN_TO_PUBLISH = 40;
/** In the pack's currency's major unit. */
export const PACK_PRICE_MAX = 10_000;
export const SAMPLE_QUESTIONS_MAX = 5;
/** Free tries of a sales page's sample questions a visitor has a day, counted across all packs (the `tries` limit). */
export const FREE_TRIES_PER_DAY = 5;
export const SAMPLE_QUESTION_MAX_LENGTH = 200;
export const COVER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COVER_IMAGE_MAX_MB = 2;

// Buying packs (issue 11).
export const CART_MAX_ITEMS = 20;
/** The spec's 30-day money-back guarantee (spec 02 §2.5). */
export const REFUND_WINDOW_DAYS = 30;
export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 10;
export const QUESTION_MAX_LENGTH = 500;
export const ANSWER_MAX_LENGTH = 2000;
export const DISCOUNT_CODE_MAX_LENGTH = 32;
export const DISCOUNT_CODES_PER_CREATOR_MAX = 200;
/**
 * How long a checkout stays open to be paid: its Stripe Checkout Session expires then (Stripe's shortest life), and
 * until then, not longer, the pending order holds its discount code's use.
 */
export const CHECKOUT_OPEN_MINUTES = 30;
export const BUNDLE_TITLE_MAX_LENGTH = 120;
export const BUNDLE_DESCRIPTION_MAX_LENGTH = 1000;
export const BUNDLE_MAX_PACKS = 10;

// Selling (issue 12).
/** The spec's Japanese dashboard rate (spec 02 §9): yen shown as dollars × 150. */
export const YEN_PER_DOLLAR = 150;
/** Kenja's share of every sale until an admin changes it, in basis points (10%). */
export const PLATFORM_FEE_DEFAULT_BPS = 1000;
export const PLATFORM_FEE_MAX_BPS = 5000;
/** Query credits are sold in blocks of this many queries, priced per block. */
export const QUERY_CREDITS_PER_BLOCK = 100;
/** The most blocks one checkout line buys (10,000 queries). */
export const QUERY_CREDIT_BLOCKS_MAX = 100;
/** Pack statistics cover this many days back. */
export const PACK_STATS_DAYS = 30;
export const PACK_STATS_QUESTIONS = 10;
export const EARNINGS_PAGE_SIZE = 20;
/**
 * An anonymous caller's address may add at most this many new visitors to one pack's page views a day; beyond it a
 * view is answered as usual and not counted. A visitor is a cookie, which a script can simply not keep, so without a
 * bound one address could add a view per request. A few allows a household or office behind one address; a crowd
 * behind one (a campus, a mobile carrier's NAT) is undercounted, which is the lesser harm to a creator's figures.
 */
export const PAGE_VIEW_NEW_VISITORS_PER_ADDRESS = 3;

/**
 * A section's use is shown to its creator only when it was used at least this many times in the period (fewer:
 * "fewer than 5", its revenue counted with the document's other small sections): counts of one or two people's
 * reading are not shown.
 */
export const PASSAGE_FIGURE_MIN = 5;
/** How much a use of a section weighs when a pack's revenue is shared among its sections (ADR 0050). */
export const PASSAGE_USE_WEIGHTS = { cited: 3, read: 2, retrieved: 1 } as const;
/** How many sections each of the most asked questions is linked to. */
export const PASSAGES_PER_QUESTION = 3;
/** How many of a creator's sections the dashboard names as earning most. */
export const TOP_SECTIONS = 5;
