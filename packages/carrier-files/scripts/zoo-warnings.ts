/**
 * Imports every Topology Zoo file and prints, as a Markdown table, what each import made and the
 * warnings it gave by code: the table in docs/imports.md. Run from the package:
 *   corepack pnpm --filter @tiermap/carrier-files exec tsx scripts/zoo-warnings.ts [zoo dir]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carrierUploadSchema } from '@tiermap/domain';
import { graphmlToUpload, warningCounts } from '../src/index.js';

const zooDir =
  process.argv[2] ??
  fileURLToPath(new URL('../../../../shared/data/topology-zoo/', import.meta.url));
const files = readdirSync(zooDir)
  .filter((file) => file.endsWith('.graphml'))
  .sort();

const rows = files.map((file) => {
  const name = basename(file, '.graphml');
  const { document, warnings } = graphmlToUpload(readFileSync(join(zooDir, file), 'utf8'), {
    carrierId: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  });
  const upload = carrierUploadSchema.parse(document);
  return { name, upload, counts: warningCounts(warnings), total: warnings.length };
});

const codes = [...new Set(rows.flatMap((row) => [...row.counts.keys()]))];
const header = ['file', 'routers', 'links', 'trunks', ...codes.map((code) => `\`${code}\``), 'all'];
console.log(`| ${header.join(' | ')} |`);
console.log(
  `| --- | ${header
    .slice(1)
    .map(() => '---:')
    .join(' | ')} |`,
);
for (const { name, upload, counts, total } of rows) {
  const cells = [
    name,
    upload.routers.length,
    upload.links.length,
    upload.trunks.length,
    ...codes.map((code) => counts.get(code) ?? 0),
    total,
  ];
  console.log(`| ${cells.join(' | ')} |`);
}
