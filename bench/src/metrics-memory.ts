import { printTable } from './measure.js';
import { counterLines, machineLine, sleep, withMetricsStack } from './metrics-stack.js';

const MINUTES = Number(process.env.TIERMAP_BENCH_MEMORY_MINUTES ?? 10);
const RATE = Number(process.env.TIERMAP_BENCH_MEMORY_RATE ?? 20_000);
const SENDERS = 2;
const MAX_LINES_PER_BODY = 5_000;
const SAMPLE_EVERY_MS = 10_000;

/**
 * The API's resident memory under sustained load: RATE `interface` lines a second (three
 * counters each) for MINUTES minutes from a rate-limited sender, the API's VmRSS read every
 * 10 s. Flat means the last minute's mean is within 10 % of minute 2's.
 */
export async function benchMetricsMemory(): Promise<void> {
  await withMetricsStack(async (stack) => {
    const durationMs = MINUTES * 60_000;
    const rss: { atMs: number; bytes: number }[] = [];
    const started = Date.now();
    rss.push({ atMs: 0, bytes: stack.apiRssBytes() });
    let accepted = 0;
    let sent = 0;
    let failed = 0;
    let stop = false;

    const sampler = (async () => {
      for (let n = 1; !stop && n <= durationMs / SAMPLE_EVERY_MS; n += 1) {
        const wait = started + n * SAMPLE_EVERY_MS - Date.now();
        if (wait > 0) await sleep(wait);
        rss.push({ atMs: Date.now() - started, bytes: stack.apiRssBytes() });
      }
    })();

    const shares = Array.from({ length: SENDERS }, (_, i) =>
      stack.ends.filter((_end, index) => index % SENDERS === i),
    );
    const maxRequests = Math.ceil((RATE * MINUTES * 60) / SENDERS) + 1_000;
    await Promise.all(
      shares.map(async (share) => {
        const lines = counterLines(share);
        let mine = 0;
        for (let i = 0; i < maxRequests; i += 1) {
          const elapsed = Date.now() - started;
          if (elapsed >= durationMs) break;
          // This sender's half of the lines due so far.
          const due = Math.floor((RATE / SENDERS) * (elapsed / 1000)) - mine;
          if (due <= 0) {
            await sleep(20);
            continue;
          }
          const count = Math.min(due, MAX_LINES_PER_BODY);
          const answer = await stack.write(lines.body(count));
          mine += count;
          sent += count;
          accepted += answer.accepted;
          if (answer.status !== 200) failed += 1;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    stop = true;
    await sampler;
    rss.push({ atMs: Date.now() - started, bytes: stack.apiRssBytes() });

    const mib = (bytes: number) => bytes / 2 ** 20;
    const minuteMean = (minute: number): number => {
      const inMinute = rss.filter(
        (s) => s.atMs > (minute - 1) * 60_000 && s.atMs <= minute * 60_000 + 500,
      );
      return inMinute.reduce((sum, s) => sum + s.bytes, 0) / Math.max(1, inMinute.length);
    };
    const minutes = Math.max(1, Math.round(seconds / 60));
    const rows = [];
    for (let m = 1; m <= minutes; m += 1) {
      const at = rss.filter((s) => s.atMs <= m * 60_000 + 500).at(-1);
      rows.push({
        minute: m,
        'RSS at the end of the minute (MiB)': mib(at?.bytes ?? Number.NaN).toFixed(1),
        'mean over the minute (MiB)': mib(minuteMean(m)).toFixed(1),
      });
    }
    printTable(
      `API RSS under ${RATE.toLocaleString('en')} lines/s (${(RATE * 3).toLocaleString('en')} counter ` +
        `values/s) for ${MINUTES} min: ${sent.toLocaleString('en')} lines sent, ` +
        `${accepted.toLocaleString('en')} accepted (${Math.round(accepted / seconds).toLocaleString('en')}/s), ` +
        `${failed} non-200 answers; RSS before the load ${mib(rss[0]?.bytes ?? 0).toFixed(1)} MiB; ` +
        `${machineLine()}`,
      rows,
    );
    const first = minuteMean(1);
    const reference = minuteMean(Math.min(2, minutes));
    const last = minuteMean(minutes);
    const change = (last - reference) / reference;
    process.stdout.write(
      `RSS series (every 10 s, MiB): ${rss.map((s) => mib(s.bytes).toFixed(0)).join(' ')}\n` +
        `first-minute mean ${mib(first).toFixed(1)} MiB, minute-2 mean ${mib(reference).toFixed(1)} MiB, ` +
        `last-minute mean ${mib(last).toFixed(1)} MiB: ${(change * 100).toFixed(1)} % from minute 2, ` +
        `${Math.abs(change) <= 0.1 ? 'flat (within 10 %)' : 'NOT flat (more than 10 %)'}\n`,
    );
  });
}
