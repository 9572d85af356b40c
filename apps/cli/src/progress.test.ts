import { afterEach, describe, expect, it, vi } from 'vitest';
import { barText, createProgress, formatBytes, progressEnabled, spinnerText } from './progress.js';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return {
    writes,
    stream: { isTTY, columns: 200, write: (text: string) => writes.push(text) > 0 },
  };
}
const auto = { quiet: false, progress: false };

describe('progress text', () => {
  it('barText draws 0, 50 and 100 % with the bytes done and the total', () => {
    expect(barText('sending big.yaml', 0, 2_000_000, 10)).toBe(
      'sending big.yaml [..........]   0%  0 B of 2.0 MB',
    );
    expect(barText('sending big.yaml', 1_000_000, 2_000_000, 10)).toBe(
      'sending big.yaml [#####.....]  50%  1.0 MB of 2.0 MB',
    );
    expect(barText('sending big.yaml', 2_000_000, 2_000_000, 10)).toBe(
      'sending big.yaml [##########] 100%  2.0 MB of 2.0 MB',
    );
  });

  it('barText of an empty file is full', () => {
    expect(barText('reading empty.yaml', 0, 0, 4)).toBe(
      'reading empty.yaml [####] 100%  0 B of 0 B',
    );
  });

  it('spinnerText says what it waits for and the whole seconds elapsed', () => {
    expect(spinnerText(0, 'waiting for the server to check…', 0)).toBe(
      '⠋ waiting for the server to check… 0 s',
    );
    expect(spinnerText(11, 'waiting for the server to apply…', 3_900)).toBe(
      '⠙ waiting for the server to apply… 3 s',
    );
  });

  it('formatBytes counts in powers of 1000', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1_500)).toBe('1.5 kB');
    expect(formatBytes(32_000_000)).toBe('32.0 MB');
  });
});

describe('createProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('progressEnabled: a TTY or --progress, never --quiet', () => {
    expect(progressEnabled({ isTTY: true, write: () => true }, auto)).toBe(true);
    expect(progressEnabled({ isTTY: false, write: () => true }, auto)).toBe(false);
    expect(progressEnabled({ write: () => true }, { quiet: false, progress: true })).toBe(true);
    expect(
      progressEnabled({ isTTY: true, write: () => true }, { quiet: true, progress: false }),
    ).toBe(false);
  });

  it('createProgress draws nothing when stderr is not a TTY', () => {
    vi.useFakeTimers();
    const { stream, writes } = fakeStream(false);
    const progress = createProgress(stream, auto);
    progress.bar('sending big.yaml', 0, 100);
    progress.bar('sending big.yaml', 100, 100);
    progress.spin('waiting for the server to check…');
    vi.advanceTimersByTime(5_000);
    progress.stop();
    expect(writes).toEqual([]);
  });

  it('createProgress on a TTY waits before drawing, so quick work never flickers', () => {
    let clock = 0;
    const { stream, writes } = fakeStream(true);
    const progress = createProgress(stream, auto, () => clock);
    progress.bar('sending small.yaml', 100, 100);
    progress.stop();
    expect(writes).toEqual([]);
    clock = 1_000;
    progress.bar('sending small.yaml', 100, 100);
    expect(writes.at(-1)).toBe(
      '\r\x1b[2Ksending small.yaml [########################] 100%  100 B of 100 B',
    );
  });

  it('createProgress with --progress draws at once, throttles redraws, and clears the line at the end', () => {
    let clock = 0;
    const { stream, writes } = fakeStream(false);
    const progress = createProgress(stream, { quiet: false, progress: true }, () => clock);
    progress.bar('sending big.yaml', 0, 200);
    clock = 10;
    progress.bar('sending big.yaml', 50, 200); // too soon after the last: skipped
    clock = 200;
    progress.bar('sending big.yaml', 100, 200);
    progress.bar('sending big.yaml', 200, 200); // the end is always drawn
    progress.stop();
    expect(writes.map((w) => /\d+%/.exec(w)?.[0] ?? w)).toEqual(['0%', '50%', '100%', '\r\x1b[2K']);
  });

  it('createProgress spins with the elapsed seconds until stopped', () => {
    vi.useFakeTimers();
    const { stream, writes } = fakeStream(false);
    const progress = createProgress(stream, { quiet: false, progress: true }, () => Date.now());
    progress.spin('waiting for the server to apply…');
    vi.advanceTimersByTime(2_050);
    expect(writes.at(-1)).toMatch(/waiting for the server to apply… 2 s$/);
    progress.stop();
    const count = writes.length;
    vi.advanceTimersByTime(1_000);
    expect(writes).toHaveLength(count);
  });
});
