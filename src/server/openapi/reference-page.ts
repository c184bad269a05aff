import type { openApiDocument } from './openapi-document';

type Doc = ReturnType<typeof openApiDocument>;
type Json = Record<string, unknown>;

/** The page's own words, in both languages; the API's summaries are English, like its field names. */
export const REFERENCE_TEXT = {
  en: {
    title: 'Kenja API reference',
    intro: 'Generated from the same contracts the server validates with. Machine-readable:',
    parameters: 'Parameters',
    body: 'Request body',
    responses: 'Responses',
    required: 'required',
    language: '日本語',
  },
  ja: {
    title: 'Kenja API リファレンス',
    intro: 'サーバーが検証に使う契約から生成しています。機械可読な定義:',
    parameters: 'パラメーター',
    body: 'リクエスト本文',
    responses: 'レスポンス',
    required: '必須',
    language: 'English',
  },
} as const;

export type ReferenceLanguage = keyof typeof REFERENCE_TEXT;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function schemaBlock(schema: unknown): string {
  return `<pre><code>${escape(JSON.stringify(schema, null, 2))}</code></pre>`;
}

/** A readable, dependency-free HTML rendering of the OpenAPI document (no scripts: the CSP allows none inline). */
export function referencePage(doc: Doc, language: ReferenceLanguage): string {
  const t = REFERENCE_TEXT[language];
  const other: ReferenceLanguage = language === 'en' ? 'ja' : 'en';
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as Json & { summary: string; description?: string; operationId: string };
      const params = (op.parameters as Json[]).map(
        (p) =>
          `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? `, ${t.required}` : ''})</li>`,
      );
      const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
      const responses = Object.entries(op.responses as Record<string, Json>).map(
        ([status, r]) => `<li><strong>${status}</strong> ${escape(String(r.description))}</li>`,
      );
      const ok = Object.values(
        op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>,
      )[0];
      return `<section id="${escape(op.operationId)}">
  <h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
  <p>${escape(op.summary)}</p>${op.description ? `\n  <p>${escape(op.description)}</p>` : ''}
  ${params.length ? `<h4>${t.parameters}</h4><ul>${params.join('')}</ul>` : ''}
  ${body ? `<h4>${t.body} <small>${escape(Object.keys(body.content).join(', '))}</small></h4>${schemaBlock(Object.values(body.content)[0]?.schema)}` : ''}
  <h4>${t.responses}</h4><ul>${responses.join('')}</ul>
  ${ok?.content ? schemaBlock(Object.values(ok.content)[0]?.schema) : ''}
</section>`;
    }),
  );
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans JP",sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#0f172a;line-height:1.5}
h1{font-size:1.75rem}h3{margin-top:2rem;border-top:1px solid #e2e8f0;padding-top:1.25rem;word-break:break-all}
.method{display:inline-block;min-width:4.5rem;font-size:.85rem;background:#1e3a8a;color:#fff;border-radius:.25rem;padding:.1rem .4rem;text-align:center}
pre{background:#f1f5f9;padding:.75rem;overflow:auto;max-height:24rem;border-radius:.375rem;font-size:.8rem}
a{color:#1d4ed8}nav{display:flex;gap:1rem;justify-content:space-between;align-items:center;flex-wrap:wrap}
</style>
</head>
<body>
<main>
<nav><h1>${t.title}</h1><a href="?lang=${other}" lang="${other}">${REFERENCE_TEXT[language].language}</a></nav>
<p>${escape(doc.info.description)}</p>
<p>${t.intro} <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi})</p>
${sections.join('\n')}
</main>
</body>
</html>`;
}
