import './styles.css';

/**
 * The page's first script, and its only one until the visitor does something. A page the server rendered
 * (src/client/ssr/) is already whole: its links are links and its search a form, so the app's code — React, the
 * router, the page — loads and takes over the HTML only when the visitor first reaches for the page (pointer, key,
 * focus) or the browser has nothing else to do. Nothing of it runs while the page loads (issue 53, ADR 0055).
 * A page the server did not render (the signed-in screens) starts the app at once.
 */
/** Intents that mean the visitor is about to use the page. */
const INTENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

function waitForTheVisitor(takeOver: () => void) {
  let started = false;
  const clicked: HTMLElement[] = [];
  const go = () => {
    if (started) return;
    started = true;
    for (const intent of INTENTS) document.removeEventListener(intent, go, true);
    takeOver();
  };
  for (const intent of INTENTS) document.addEventListener(intent, go, { capture: true, passive: true });
  // A click on a button before the app has its handlers would do nothing: it is held and made again once the app
  // has taken over (React then finishes hydrating what was clicked before it handles the click). Links and forms
  // with an address work without the app and go ahead.
  const holdClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>('button, [role="button"], summary, label');
    if (!control || target?.closest('a[href]') || sendsItself(control)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked.push(control);
  };
  document.addEventListener('click', holdClick, true);
  window.addEventListener(
    'kenja:hydrating',
    () => {
      document.removeEventListener('click', holdClick, true);
      for (const control of clicked.splice(0)) control.click();
    },
    { once: true },
  );
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(go, { timeout: 5_000 }) : setTimeout(go, 2_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** A submit button of a search form, which the browser sends without the app (a GET of its own page, ?q=…). */
function sendsItself(control: HTMLElement): boolean {
  return (
    control instanceof HTMLButtonElement &&
    control.type === 'submit' &&
    control.form?.getAttribute('role') === 'search'
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Kenja: #root element missing from index.html');

const start = () => import('./app/start');

if (container.firstElementChild) {
  waitForTheVisitor(() => void start().then(async ({ hydrate }) => hydrate(container)));
} else {
  void start().then(({ render }) => render(container));
}
