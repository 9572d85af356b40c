import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';

/** A PDF kept as a test artefact, with its text as poppler's pdftotext reads it. */
export interface KeptPdf {
  file: string;
  /** The text of every page, in reading order (`pdftotext -layout`). */
  text: string;
  /** The number of pages (`pdfinfo`). */
  pages: number;
}

/** Writes the PDF beside the test's other artefacts, attaches it and reads its text. */
export async function keepPdf(testInfo: TestInfo, name: string, body: Buffer): Promise<KeptPdf> {
  const file = testInfo.outputPath(`${name}.pdf`);
  writeFileSync(file, body);
  await testInfo.attach(`${name}.pdf`, { path: file, contentType: 'application/pdf' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? Number.NaN);
  return { file, text, pages };
}

/**
 * Turns pages `first`..`last` of a kept PDF into PNG with pdftoppm, attaches them, and, when
 * TIERMAP_DOCS_IMAGES names a folder, copies them there as `<name>-<page>.png`.
 */
export async function keepPages(
  testInfo: TestInfo,
  pdf: KeptPdf,
  name: string,
  first: number,
  last: number,
): Promise<string[]> {
  const prefix = testInfo.outputPath(name);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    String(first),
    '-l',
    String(last),
    pdf.file,
    prefix,
  ]);
  const dir = path.dirname(prefix);
  const images = readdirSync(dir)
    .filter((f) => f.startsWith(`${path.basename(prefix)}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => path.join(dir, f));
  const docs = process.env.TIERMAP_DOCS_IMAGES;
  for (const [index, image] of images.entries()) {
    const label = `${name}-${first + index}.png`;
    await testInfo.attach(label, { path: image, contentType: 'image/png' });
    if (docs !== undefined && docs !== '') {
      mkdirSync(docs, { recursive: true });
      copyFileSync(image, path.join(docs, label));
    }
  }
  return images;
}
