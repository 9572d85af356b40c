import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * Takes a screenshot, keeps it as a test artefact, and, when TIERMAP_DOCS_IMAGES names a
 * folder (`docs/images` when refreshing the docs), copies it there under `name`.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  const docs = process.env.TIERMAP_DOCS_IMAGES;
  if (docs !== undefined && docs !== '') {
    mkdirSync(docs, { recursive: true });
    copyFileSync(file, path.join(docs, `${name}.png`));
  }
}
