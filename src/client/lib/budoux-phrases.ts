import { jaModel, Parser } from 'budoux';

// Zero-width spaces between phrases are break opportunities; `word-break: keep-all` (styles.css, under the
// `budoux-phrases` class) forbids the others. Changing a text node's data in place is safe with React, which
// overwrites the whole text when it next renders it (and the observer below then marks it again).
const ZWSP = '\u200B';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
const parser = new Parser(jaModel);

function markPhrases(node: Text) {
  if (!JAPANESE.test(node.data)) return;
  const marked = parser.parse(node.data.replaceAll(ZWSP, '')).join(ZWSP);
  if (marked !== node.data) node.data = marked;
}

function markAll(root: HTMLElement, selector: string) {
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    if (!element.closest('[lang]')?.getAttribute('lang')?.startsWith('ja')) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) markPhrases(node as Text);
  }
}

/** Marks phrase boundaries in Japanese headings and short copy under `root`, now and whenever they change. */
export function breakPhrases(root: HTMLElement, selector: string) {
  document.documentElement.classList.add('budoux-phrases');
  let scheduled = false;
  const run = () => {
    scheduled = false;
    markAll(root, selector);
  };
  run();
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(run);
  }).observe(root, { subtree: true, childList: true, characterData: true });
}
