import { warningCounts, type ImportWarning } from '@tiermap/carrier-files';
import type { CarrierUploadInput } from '@tiermap/domain';

/** Warnings listed per code unless `--verbose` lists every one. */
export const WARNINGS_PER_CODE = 3;

/**
 * The comment that heads an imported document: where it came from, what it holds, how many
 * warnings (by code), and how to check `output`, the file it is written to.
 */
export function importHeader(
  source: 'graphml' | 'netbox',
  file: string,
  document: CarrierUploadInput,
  warnings: readonly ImportWarning[],
  output = 'FILE',
): string[] {
  const counts = [...warningCounts(warnings)].map(([code, n]) => `${code} ${n}`).join(', ');
  const held = [
    plural(document.routers?.length ?? 0, 'router'),
    plural(document.links?.length ?? 0, 'link'),
    plural(document.trunks?.length ?? 0, 'trunk'),
  ].join(', ');
  return [
    `# Imported by \`tiermap import ${source}\` from ${file} for carrier ${document.carrier}: ${held}.`,
    warnings.length === 0
      ? '# No warnings: the source said everything the document needs.'
      : `# ${plural(warnings.length, 'warning')} (${counts}): what the source did not say was guessed; review before publishing.`,
    `# Check it: tiermap carrier validate ${output} --carrier ${document.carrier}`,
  ];
}

/**
 * The warnings grouped by code, each code with its count and its first few warnings
 * (`where: message`), or all of them with `verbose`.
 */
export function warningLines(
  file: string,
  warnings: readonly ImportWarning[],
  verbose: boolean,
): string[] {
  if (warnings.length === 0) return [`${file}: imported without warnings`];
  const lines = [`${file}: imported with ${plural(warnings.length, 'warning')}, by code:`];
  for (const [code, count] of warningCounts(warnings)) {
    const ofCode = warnings.filter((w) => w.code === code);
    const shown = verbose ? ofCode : ofCode.slice(0, WARNINGS_PER_CODE);
    lines.push(`  ${code} (${count})`);
    lines.push(
      ...shown.map((w) => `    ${w.where === undefined ? '' : `${w.where}: `}${w.message}`),
    );
    if (shown.length < count) {
      lines.push(`    … ${count - shown.length} more (--verbose lists every one)`);
    }
  }
  return lines;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
