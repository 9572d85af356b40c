import { contract } from '@tiermap/contract';
import { createHash } from 'node:crypto';
import type { RouteTable } from '../../http/route-table.js';
import { openApiDocument } from '@tiermap/contract';
import { referencePage } from './reference-page.js';

/**
 * `GET /api/openapi.json` and `GET /api/docs`: both describe the route table itself, so they
 * are built on first use, once every route is declared.
 */
export function addDocsRoutes(table: RouteTable, version: string): void {
  let cached: { json: Record<string, unknown>; html: string } | undefined;
  const built = () => {
    if (cached === undefined) {
      const json = openApiDocument(table.routes(), version);
      cached = { json, html: referencePage(json) };
    }
    return cached;
  };
  table.add(contract.docs.openapi, () => Promise.resolve(built().json));
  table.add(contract.docs.reference, (_input, _req, res) => {
    const { html } = built();
    // The page carries its own stylesheet and no script: the CSP allows that one style only.
    res.set('content-security-policy', referencePagePolicy(html));
    res.type('html').send(html);
    return Promise.resolve('');
  });
}

/** A CSP for the reference page: nothing but its inline stylesheet, by hash. */
export function referencePagePolicy(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `style-src ${styles.length === 0 ? "'none'" : styles.join(' ')}`,
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
