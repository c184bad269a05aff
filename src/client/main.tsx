import './styles.css';
import type { HeldInput } from './app/start';

/**
 * The page's first script, and its only one until the visitor does something. A page the server rendered
 * (src/client/ssr/) is already whole: its links are links and its search a form, so the app's code — React, the
 * router, the page — runs and takes over the HTML only when the visitor first reaches for the page (pointer, key,
 * focus, touch). Nothing of it runs while the page loads (issue 53, ADR 0055): taking over a Japanese home page
 * cost a throttled phone 400 ms of blocked main thread. The server has the browser prefetch the app's file meanwhile
 * (static-client.ts), so what is left on the first intent is running it.
 * A page the server did not render (the signed-in screens) starts the app at once.
 */
/** Intents that mean the visitor is about to use the page. */
const INTENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;

function waitForTheVisitor(takeOver: (held: HeldInput) => void) {
  let started = false;
  const clicked: HTMLElement[] = [];
  const typed = new Map<Field, string>();
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
  // Text typed before then: React would take the field's text as it found it for its own and never hear of it.
  const noteTyping = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      typed.set(field, field.value);
  };
  const held: HeldInput = {
    beforeHydration() {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('input', noteTyping, true);
      for (const field of typed.keys()) field.value = field.defaultValue;
    },
    afterHydration() {
      for (const [field, text] of typed) {
        // The first event has React hydrate the field (it then knows the server's text); the second tells it the
        // visitor's, set past React's own record of the value as a browser's typing is.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      for (const control of clicked.splice(0)) control.click();
    },
  };
  const go = () => {
    if (started) return;
    started = true;
    for (const intent of INTENTS) document.removeEventListener(intent, go, true);
    takeOver(held);
  };
  for (const intent of INTENTS) document.addEventListener(intent, go, { capture: true, passive: true });
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', noteTyping, true);
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
  waitForTheVisitor((held) => void start().then(async ({ hydrate }) => hydrate(container, held)));
} else {
  void start().then(({ render }) => render(container));
}
