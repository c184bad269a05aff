import type { openApiDocument } from './openapi-document';
import type { Access, Tag } from '../http/endpoint';
import { REFERENCE_TEXT, type ReferenceLanguage } from './reference-text';

export { REFERENCE_TEXT, type ReferenceLanguage } from './reference-text';

type Doc = ReturnType<typeof openApiDocument>;
type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function schemaBlock(schema: unknown): string {
  return `<pre><code>${escape(JSON.stringify(schema, null, 2))}</code></pre>`;
}

type Rendered = Json & { summary: string; description?: string; operationId: string; tags: string[] };

/** A readable, dependency-free HTML rendering of the OpenAPI document (no scripts: the CSP allows none inline). */
export function referencePage(doc: Doc, language: ReferenceLanguage): string {
  const t = REFERENCE_TEXT[language];
  const other: ReferenceLanguage = language === 'en' ? 'ja' : 'en';
  const section = (path: string, method: string, op: Rendered) => {
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
  <p class="access"><strong>${t.access}:</strong> ${escape(t.accessLevels[op['x-access'] as Access])}</p>
  ${params.length ? `<h4>${t.parameters}</h4><ul>${params.join('')}</ul>` : ''}
  ${body ? `<h4>${t.body} <small>${escape(Object.keys(body.content).join(', '))}</small></h4>${schemaBlock(Object.values(body.content)[0]?.schema)}` : ''}
  <h4>${t.responses}</h4><ul>${responses.join('')}</ul>
  ${ok?.content ? schemaBlock(Object.values(ok.content)[0]?.schema) : ''}
</section>`;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({ path, method, op: raw as Rendered })),
  );
  // Grouped by tag, in the document's order of tags.
  const groups = doc.tags
    .map(({ name }) => ({
      tag: name as Tag,
      html: operations.filter(({ op }) => op.tags.includes(name)).map((o) => section(o.path, o.method, o.op)),
    }))
    .filter((group) => group.html.length > 0);
  const contents = groups
    .map(({ tag, html }) => `<li><a href="#tag-${tag}">${escape(t.tags[tag])}</a> (${html.length})</li>`)
    .join('');
  const sections = groups.map(
    ({ tag, html }) => `<h2 id="tag-${tag}">${escape(t.tags[tag])}</h2>\n${html.join('\n')}`,
  );
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI","Noto Sans JP",sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#0f172a;line-height:1.5}
h1{font-size:1.75rem}h2{margin-top:3rem;font-size:1.4rem}.contents{columns:2 16rem}h3{margin-top:2rem;border-top:1px solid #e2e8f0;padding-top:1.25rem;word-break:break-all}
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
<h2>${t.contents}</h2>
<ul class="contents">${contents}</ul>
${sections.join('\n')}
</main>
</body>
</html>`;
}
