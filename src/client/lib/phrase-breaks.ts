/**
 * Japanese is written without spaces, so browsers break its lines between any two characters: "アシス｜タント".
 * Headings and the short copy under them should break between phrases instead. Chromium does that itself with
 * `word-break: auto-phrase` (styles.css); other browsers get BudouX, loaded only for Japanese pages and only
 * there (docs/decisions/0015-japanese-phrase-line-breaks.md).
 */

/** The elements that break by phrase; styles.css lists the same ones. */
export const PHRASE_SELECTOR = 'h1, h2, h3, h4, :is(h1, h2, h3, h4) + p:not(.long-copy *), button, .phrases';

let started = false;

/** True for Chromium 119+; false for browsers that can be asked and lack it; undefined where nothing can be asked. */
function supportsAutoPhrase(): boolean | undefined {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function'
    ? undefined
    : CSS.supports('word-break', 'auto-phrase');
}

/** Call when a Japanese page shows: starts the BudouX fallback once, if the browser needs it. */
export function startPhraseBreaks(root: HTMLElement) {
  if (started || supportsAutoPhrase() !== false) return;
  started = true;
  import('./budoux-phrases')
    .then(({ breakPhrases }) => breakPhrases(root, PHRASE_SELECTOR))
    // Without it lines break as they did before: worth a log, not an error screen.
    .catch((error: unknown) => console.warn('Japanese phrase line breaks unavailable', error));
}
