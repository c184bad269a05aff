/**
 * The cards' look: system fonts, the site's brand colour, light or dark as the host says (`data-theme`) or the
 * system prefers. Colours meet WCAG AA contrast on both.
 */
export const CARD_CSS = `
:root { color-scheme: light dark; --fg: #0f172a; --muted: #475569; --bg: #ffffff; --line: #e2e8f0;
  --brand: #4338ca; --brand-fg: #ffffff; --soft: #eef2ff; --ok: #166534; --quote: #f8fafc; }
:root[data-theme='dark'] { --fg: #f1f5f9; --muted: #cbd5e1; --bg: #0f172a; --line: #334155;
  --brand: #a5b4fc; --brand-fg: #0f172a; --soft: #1e1b4b; --ok: #86efac; --quote: #1e293b; }
@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { --fg: #f1f5f9; --muted: #cbd5e1;
  --bg: #0f172a; --line: #334155; --brand: #a5b4fc; --brand-fg: #0f172a; --soft: #1e1b4b; --ok: #86efac;
  --quote: #1e293b; } }
* { box-sizing: border-box; }
body { margin: 0; padding: 12px; font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', 'Hiragino Sans',
  'Noto Sans CJK JP', sans-serif; color: var(--fg); background: var(--bg); }
h1 { margin: 0 0 10px; font-size: 13px; font-weight: 600; color: var(--muted); }
.answer h1 { font-size: 16px; color: var(--fg); }
.pack h2 { margin: 0; font-size: 16px; line-height: 1.3; overflow-wrap: anywhere; }
.answer h2 { margin: 16px 0 6px; font-size: 14px; }
p { margin: 4px 0 0; }
.muted { color: var(--muted); }
.packs { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); margin: 0;
  padding: 0; list-style: none; }
.pack { display: flex; gap: 12px; height: 100%; padding: 12px; border: 1px solid var(--line); border-radius: 12px; }
.cover { flex: none; width: 72px; height: 96px; border-radius: 6px; object-fit: cover; background: var(--soft); }
.body { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.price { font-weight: 600; }
.held { display: inline-block; align-self: flex-start; margin-top: 6px; padding: 2px 8px; border-radius: 999px;
  background: var(--soft); font-size: 12px; }
.held-owned, .held-credits { color: var(--ok); }
button { font: inherit; cursor: pointer; }
.body button { align-self: flex-start; margin-top: 10px; padding: 6px 12px; border: 0; border-radius: 8px;
  background: var(--brand); color: var(--brand-fg); font-weight: 600; }
button:focus-visible, summary:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
.status:empty { display: none; }
.status { font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
.answer p { overflow-wrap: anywhere; }
.cite { padding: 0 2px; border: 0; background: none; color: var(--brand); font-weight: 600; }
.sources { margin: 0; padding-left: 0; list-style: none; }
.sources li + li { margin-top: 6px; }
summary { cursor: pointer; color: var(--fg); overflow-wrap: anywhere; }
blockquote { margin: 6px 0 0; padding: 8px 10px; border-left: 3px solid var(--brand); background: var(--quote);
  white-space: pre-wrap; overflow-wrap: anywhere; }
.flag { font-size: 12px; color: var(--muted); }
`;
