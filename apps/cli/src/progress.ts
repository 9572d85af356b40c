import type { Display } from './args.js';

/** What progress is drawn on: stderr, or a fake of it in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

/** A bar for reading and sending a file, then a spinner while the server works. */
export interface Progress {
  /** `done` of `total` bytes; drawn at most every {@link REDRAW_MS}, and always at the end. */
  bar(label: string, done: number, total: number): void;
  /** A spinner with the seconds since it started, until {@link Progress.stop}. */
  spin(label: string): void;
  /** Clears the line and stops the spinner; drawing may start again after it. */
  stop(): void;
}

const BAR_WIDTH = 24;
const REDRAW_MS = 80;
const SPIN_MS = 100;
/** On a TTY, nothing is drawn for work that ends sooner than this (no flicker on small files). */
const SHOW_AFTER_MS = 300;
const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const CLEAR_LINE = '\r\x1b[2K';

/** Progress is drawn unless `--quiet`; with `--progress` always, else only on a TTY. */
export function progressEnabled(stream: ProgressStream, display: Display): boolean {
  return !display.quiet && (display.progress || stream.isTTY === true);
}

/** `sending big.yaml [############............]  50%  1.0 MB of 2.0 MB` */
export function barText(label: string, done: number, total: number, width = BAR_WIDTH): string {
  const ratio = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total));
  const filled = Math.round(ratio * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  return `${label} [${bar}] ${percent}  ${formatBytes(done)} of ${formatBytes(total)}`;
}

/** `⠋ waiting for the server to check… 3 s` */
export function spinnerText(frame: number, label: string, elapsedMs: number): string {
  const glyph = FRAMES[frame % FRAMES.length] ?? '-';
  return `${glyph} ${label} ${Math.floor(elapsedMs / 1000)} s`;
}

/** Bytes for people, in powers of 1000: `512 B`, `1.5 kB`, `32.0 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

/**
 * Progress drawn on `stream` when {@link progressEnabled}, else nothing at all. With `--progress`
 * drawing starts at once; on a TTY only once the work has lasted {@link SHOW_AFTER_MS}.
 */
export function createProgress(
  stream: ProgressStream,
  display: Display,
  now: () => number = Date.now,
): Progress {
  if (!progressEnabled(stream, display)) return { bar() {}, spin() {}, stop() {} };
  const showFrom = now() + (display.progress ? 0 : SHOW_AFTER_MS);
  let lastDraw = -Infinity;
  let drawn = false;
  let timer: NodeJS.Timeout | undefined;

  const draw = (text: string, force: boolean): void => {
    const at = now();
    if (at < showFrom || (!force && at - lastDraw < REDRAW_MS)) return;
    lastDraw = at;
    drawn = true;
    const columns = stream.columns ?? 0;
    stream.write(`${CLEAR_LINE}${columns > 1 ? text.slice(0, columns - 1) : text}`);
  };

  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (drawn) stream.write(CLEAR_LINE);
    drawn = false;
    lastDraw = -Infinity;
  };

  return {
    bar(label, done, total) {
      draw(barText(label, done, total), done >= total);
    },
    spin(label) {
      stop();
      const started = now();
      let frame = 0;
      draw(spinnerText(frame, label, 0), true);
      timer = setInterval(() => {
        frame += 1;
        draw(spinnerText(frame, label, now() - started), true);
      }, SPIN_MS);
      timer.unref();
    },
    stop,
  };
}
