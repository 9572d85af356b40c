/** Times `work` `runs` times after `warmup` untimed runs; returns the median in milliseconds. */
export async function medianMs(work: () => unknown, runs = 7, warmup = 2): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  process.stdout.write(`\n${title}\n`);
  console.table(rows);
}

/** Nearest-rank percentiles (e.g. 50, 95) of `samples`, in the samples' unit. */
export function percentiles(samples: readonly number[], ranks: readonly number[]): number[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return ranks.map((rank) => {
    const index = Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1);
    return sorted[index] ?? Number.NaN;
  });
}

/** The positive whole number given as `--<name> <n>` on the command line, or `fallback`. */
export function intOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} takes a positive integer`);
  return value;
}
