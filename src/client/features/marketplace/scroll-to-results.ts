/**
 * Brings the results into view after an explicit choice (a category, Enter in the search box): they start far
 * below the fold, so otherwise the choice seems to do nothing. Focus stays where it is.
 */
export function scrollToResults() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  document
    .getElementById('packs')
    ?.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
