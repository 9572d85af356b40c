import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, errors as playwrightErrors, type Browser } from 'playwright-core';
import { GatewayTimeoutError, UnavailableError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';

/** Where Debian's chromium package puts the browser. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** A report that takes longer than this (launch, page, print) is given up. */
export const DEFAULT_REPORT_TIMEOUT_MS = 90_000;
/** Chromium processes printing at once; further requests wait their turn. */
const MAX_CONCURRENT = 2;
/** Requests waiting beyond this many are refused rather than queued for minutes. */
const MAX_WAITING = 8;

/** The print page marks its root with this attribute when it has drawn, or failed. */
export const READY_SELECTOR = '[data-report-state="ready"], [data-report-state="error"]';

export interface PdfRendererOptions {
  chromiumPath: string;
  timeoutMs: number;
  logger: Logger;
  /**
   * Chromium's sandbox: on by default (as root, Chromium runs as `nobody` through
   * {@link UNPRIVILEGED_LAUNCHER}); false passes `--no-sandbox`, for hosts that allow neither.
   */
  sandbox?: boolean;
}

/** Drops root to an unprivileged user before starting Chromium, so its sandbox can run. */
export const UNPRIVILEGED_LAUNCHER = fileURLToPath(
  new URL('../../../bin/chromium-unprivileged.sh', import.meta.url),
);

export interface PdfRequest {
  /** The print page, e.g. `http://127.0.0.1:8080/print/topology`. */
  url: string;
  /** Sent with every request the page makes: the print token's `Authorization`, never the caller's. */
  headers: Record<string, string>;
  /** Printed in the page footer beside the page number. */
  footer: string;
}

export interface PdfRenderer {
  /** Prints the page to an A4 PDF; UnavailableError or GatewayTimeoutError when it cannot. */
  render(request: PdfRequest): Promise<Buffer>;
  /** The longest a report may take; a print token need not live longer. */
  readonly timeoutMs?: number;
}

const FLAGS = ['--disable-gpu', '--disable-background-networking'];

/** How Playwright starts Chromium. */
export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  /** Playwright adds `--no-sandbox` unless this is true. */
  chromiumSandbox: boolean;
  env?: Record<string, string | undefined>;
}

/**
 * How Chromium is started: with its sandbox, and as root through the unprivileged launcher
 * (Chromium refuses its sandbox as root). `sandbox: false` is the host without user namespaces.
 */
export function chromiumLaunch(
  chromiumPath: string,
  sandbox: boolean,
  uid: number | undefined = process.getuid?.(),
): ChromiumLaunch {
  if (!sandbox) return { executablePath: chromiumPath, args: FLAGS, chromiumSandbox: false };
  if (uid !== 0) return { executablePath: chromiumPath, args: FLAGS, chromiumSandbox: true };
  return {
    executablePath: UNPRIVILEGED_LAUNCHER,
    args: FLAGS,
    chromiumSandbox: true,
    env: { ...process.env, TIERMAP_CHROMIUM_REAL: chromiumPath },
  };
}

/** Counts Chromium processes in use and queues the requests beyond `MAX_CONCURRENT`. */
function slots() {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<void> {
      if (busy < MAX_CONCURRENT) {
        busy += 1;
        return;
      }
      if (waiting.length >= MAX_WAITING) {
        throw new UnavailableError(
          `${busy + waiting.length} reports are being produced already; try again in a minute`,
        );
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    give(): void {
      const next = waiting.shift();
      if (next === undefined) busy -= 1;
      else next();
    },
  };
}

/** The promise's value, or a Playwright TimeoutError when it takes longer than `ms`. */
async function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new playwrightErrors.TimeoutError('printing timed out')), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function footerTemplate(footer: string): string {
  return `<div style="font: 8px sans-serif; color: #555; width: 100%; padding: 0 12mm; display: flex; justify-content: space-between;"><span>${escapeHtml(footer)}</span><span>page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;
}

/**
 * Prints pages of the web app to PDF with Chromium (playwright-core), one browser per report so
 * nothing is shared between callers, at most two at a time. Every step counts against one
 * deadline; the browser is closed whatever happens.
 */
export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const queue = slots();
  const seconds = Math.round(options.timeoutMs / 1000);
  const launch = chromiumLaunch(options.chromiumPath, options.sandbox ?? true);

  async function print(browser: Browser, request: PdfRequest, deadline: number): Promise<Buffer> {
    const left = () => Math.max(1, deadline - Date.now());
    const context = await browser.newContext({
      extraHTTPHeaders: request.headers,
      viewport: { width: 1100, height: 1400 },
    });
    const page = await context.newPage();
    await page.goto(request.url, { waitUntil: 'load', timeout: left() });
    const root = await page.waitForSelector(READY_SELECTOR, { timeout: left() });
    if ((await root.getAttribute('data-report-state')) === 'error') {
      const message = (await root.textContent())?.trim().replace(/\s+/g, ' ') ?? '';
      throw new UnavailableError(`the print page could not draw the report: ${message}`);
    }
    await page.emulateMedia({ media: 'print' });
    return beforeDeadline(
      page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footerTemplate(request.footer),
        margin: { top: '12mm', bottom: '14mm', left: '12mm', right: '12mm' },
      }),
      left(),
    );
  }

  return {
    timeoutMs: options.timeoutMs,
    async render(request) {
      if (!existsSync(options.chromiumPath)) {
        throw new UnavailableError(
          `Chromium was not found at ${options.chromiumPath}: install Debian's chromium package (apt-get install chromium) or set TIERMAP_CHROMIUM_PATH`,
        );
      }
      const started = Date.now();
      const deadline = started + options.timeoutMs;
      await queue.take();
      let browser: Browser | undefined;
      try {
        browser = await chromium
          .launch({
            ...launch,
            timeout: Math.max(1, deadline - Date.now()),
          })
          .catch((error: unknown) => {
            if (error instanceof playwrightErrors.TimeoutError) throw error;
            const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
            throw new UnavailableError(
              `Chromium at ${options.chromiumPath} could not start: ${reason}`,
            );
          });
        const pdf = await print(browser, request, deadline);
        options.logger.info(
          { url: request.url, bytes: pdf.length, ms: Date.now() - started },
          'report printed',
        );
        return pdf;
      } catch (error) {
        if (error instanceof playwrightErrors.TimeoutError) {
          throw new GatewayTimeoutError(
            `Chromium did not finish the report within ${seconds} s (TIERMAP_REPORT_TIMEOUT_MS); the topology may be too large to print, or the server too busy`,
          );
        }
        throw error;
      } finally {
        queue.give();
        await browser?.close().catch(() => undefined);
      }
    },
  };
}
