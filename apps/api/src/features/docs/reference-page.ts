/** A self-contained, browsable HTML reference of an OpenAPI document (no scripts from the web). */
export function referencePage(document: Record<string, unknown>): string {
  const info = document.info as { title: string; version: string; description: string };
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const tags = [...new Set(operations.map((o) => o.operation.tags[0] ?? 'other'))];
  const sections = tags.map((tag) => {
    const items = operations
      .filter((o) => (o.operation.tags[0] ?? 'other') === tag)
      .map(({ path, method, operation }) => {
        const params = operation.parameters
          .map(
            (p) =>
              `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${esc(JSON.stringify(p.schema))}</code></td></tr>`,
          )
          .join('');
        const body = operation.requestBody?.content['application/json']?.schema;
        const ok = operation.responses['200']?.content?.['application/json']?.schema;
        const errors = Object.entries(operation.responses)
          .filter(([status]) => status !== '200')
          .map(([status, r]) => `<li><b>${esc(status)}</b> ${esc(r.description)}</li>`)
          .join('');
        return `<article id="${esc(operation.operationId)}">
  <h3><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code> <span class="access">${esc(operation['x-access'])}</span></h3>
  <p>${esc(operation.summary)}</p>${operation.description ? `<p class="description">${esc(operation.description)}</p>` : ''}
  ${params ? `<table><thead><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>${params}</tbody></table>` : ''}
  ${body ? `<details><summary>Request body</summary><pre>${esc(JSON.stringify(body, null, 2))}</pre></details>` : ''}
  ${ok ? `<details><summary>200 response</summary><pre>${esc(JSON.stringify(ok, null, 2))}</pre></details>` : ''}
  <ul class="errors">${errors}</ul>
</article>`;
      })
      .join('\n');
    return `<section><h2>${esc(tag)}</h2>${items}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)} reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,'DejaVu Sans',sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;background:#0b1220;color:#e2e8f0}
a{color:#7dd3fc} code,pre{font-family:'DejaVu Sans Mono',monospace} pre{background:#111a2e;padding:.8rem;overflow:auto;font-size:.8rem}
article{border-top:1px solid #334155;padding:.5rem 0} h3{font-size:1.05rem}
.method{display:inline-block;min-width:4rem;text-align:center;border-radius:3px;padding:.1rem .4rem;background:#1e40af}
.method.post{background:#166534}.method.delete{background:#991b1b}.method.put,.method.patch{background:#854d0e}
.access{font-size:.8rem;color:#94a3b8;border:1px solid #334155;border-radius:3px;padding:0 .3rem}
table{border-collapse:collapse;font-size:.85rem}td,th{border-bottom:1px solid #1e293b;padding:.2rem .5rem;text-align:left}
.errors{color:#94a3b8;font-size:.85rem}
</style></head><body>
<h1>${esc(info.title)} <small>${esc(info.version)}</small></h1>
<p>${esc(info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(String(document.openapi))}).</p>
<nav><ul>${operations.map(({ path, method, operation }) => `<li><a href="#${esc(operation.operationId)}">${esc(method.toUpperCase())} ${esc(path)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</body></html>`;
}

interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  'x-access': string;
  parameters: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown } | undefined> };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: unknown } | undefined> }
  >;
}

function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
