import { PACK_CARDS_META_KEY, type CardView, type PackCardView } from '../../common/contracts/mcp-cards';
import type { Language } from '../../common/languages';
import { answerCard, type AnswerView } from './answer-card';
import { connectToHost, type HostBridge, type ToolResult } from './bridge';
import { el } from './dom';
import { packCards } from './pack-cards';
import { languageOf, say } from './strings';
import { CARD_CSS } from './styles';

// A Kenja card inside an assistant (MCP Apps): the page the server serves as ui://kenja/pack-cards.html or
// ui://kenja/answer-card.html (its <html data-view> says which), drawing the result of the tool it belongs to.

const view = (document.documentElement.dataset.view ?? 'packs') as CardView;
const root = document.getElementById('card') as HTMLElement;
document.head.append(el('style', {}, CARD_CSS));

let language: Language = languageOf(navigator.language);
let latest: ToolResult | 'cancelled' | undefined;
let host: HostBridge | undefined;

function contentOf(result: ToolResult | 'cancelled'): HTMLElement {
  if (result === 'cancelled') return el('p', { role: 'status' }, say(language, 'cancelled'));
  if (result.isError) {
    const message = result.content?.find((block) => block.type === 'text')?.text ?? '';
    return el('p', { role: 'alert' }, say(language, 'failed', { message }));
  }
  if (view === 'answer') return answerCard(result.structuredContent as unknown as AnswerView, language);
  const packs = (result._meta?.[PACK_CARDS_META_KEY] ?? []) as PackCardView[];
  return packCards(packs, language, async (url) => (host ? host.openLink(url) : false));
}

function draw() {
  document.documentElement.lang = language;
  root.replaceChildren(latest ? contentOf(latest) : el('p', { class: 'muted' }, say(language, 'waiting')));
}

// The host sizes the frame to the card: told again whenever it grows or shrinks (a passage opened, a new result).
new ResizeObserver(() => {
  host?.sizeChanged(document.documentElement.scrollWidth, document.documentElement.scrollHeight);
}).observe(document.body);

draw();
void connectToHost({
  onToolResult(result) {
    latest = result;
    draw();
  },
  onToolCancelled() {
    latest = 'cancelled';
    draw();
  },
  onHostContext(context) {
    if (context.theme) document.documentElement.dataset.theme = context.theme;
    if (context.locale) language = languageOf(context.locale);
    draw();
  },
}).then(
  (bridge) => {
    host = bridge;
    if (bridge.context.theme) document.documentElement.dataset.theme = bridge.context.theme;
    language = languageOf(bridge.context.locale ?? navigator.language);
    draw();
  },
  // No host answered (the page opened on its own): it keeps saying it waits, and opens nothing.
  () => undefined,
);
