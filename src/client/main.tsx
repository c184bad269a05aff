import './styles.css';
import type { HeldInput } from './app/start';

/**
 * The page's first script, and its only one until the visitor does something. A page the server rendered
 * (src/client/ssr/) is already whole: its links are links and its search a form, so the app's code — React, the
 * router, the page — runs and takes over the HTML only when the visitor first reaches for the page (pointer, key,
 * focus, touch, scrolling). Nothing of it runs while the page loads (issue 53, ADR 0055): taking over a Japanese home page
 * cost a throttled phone 400 ms of blocked main thread. The server has the browser prefetch the app's file meanwhile
 * (static-client.ts), so what is left on the first intent is running it.
 * A page the server did not render (the signed-in screens) starts the app at once.
 */
/**
 * Intents that mean the visitor is about to use the page: reaching for it, or reading on (what lies below a sales
 * page's fold loads as it comes near, which is the app's work).
 */
const INTENTS = [
  'pointerdown',
  'pointerover',
  'keydown',
  'focusin',
  'touchstart',
  'wheel',
  'scroll',
  'input',
  'change',
] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** What the server's HTML had in a field: its text, or the option it marked selected (else the first). */
function serverValueOf(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

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
  // Text typed or a choice made before then: React would take the field as it found it for its own and never hear
  // of the change.
  const noteTyping = (event: Event) => {
    const field = event.target;
    if (isField(field)) typed.set(field, field.value);
  };
  const stopHolding = () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('input', noteTyping, true);
  };
  const held: HeldInput = {
    beforeHydration() {
      stopHolding();
      for (const field of typed.keys()) field.value = serverValueOf(field);
    },
    afterHydration() {
      for (const [field, value] of typed) {
        if (field instanceof HTMLSelectElement) {
          field.value = value;
          field.dispatchEvent(new Event('change', { bubbles: true }));
          continue;
        }
        // The first event has React hydrate the field (it then knows the server's text); the second tells it the
        // visitor's, set past React's own record of the value as a browser's typing is.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      for (const control of clicked.splice(0)) control.click();
    },
    abandon: stopHolding,
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
