/** The consent page's frame and card, shared by the card and the skeleton that stands in for it. */
export const CONSENT_FRAME = 'mx-auto max-w-xl px-4 py-10 sm:px-6 sm:py-14';
export const CONSENT_CARD = 'rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
