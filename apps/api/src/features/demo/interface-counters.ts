import { LIVE_METRICS } from '@tiermap/domain';

/**
 * The SNMP counters the demo keeps per port, as Telegraf's `inputs.snmp` names them: each live
 * metric's widest counters (64-bit octets, not the 32-bit ones), from the table of live metrics.
 */
export const DEMO_COUNTERS = LIVE_METRICS.flatMap((metric) => {
  const widest = Math.max(...metric.mib.counters.map((c) => c.bits));
  return metric.mib.counters
    .filter((c) => c.bits === widest)
    .map((c) => ({ ...c, metric: metric.name, perUnit: metric.mib.perUnit }));
});

export type PortCounter = string;

const WIDTHS: ReadonlyMap<string, 32 | 64> = new Map(DEMO_COUNTERS.map((c) => [c.name, c.bits]));

/**
 * Cumulative counters per (router, port, counter), in bigint like the real 64-bit ones. Each
 * advance adds a fractional amount; the fraction is carried so slow counters (a few errors a
 * second) still add up exactly. Values are written modulo the counter's width, so they wrap as
 * a router's do.
 */
export interface PortCounters {
  advance(device: string, port: string, counter: PortCounter, amount: number): void;
  value(device: string, port: string, counter: PortCounter): bigint;
}

/** `initial` gives a counter's first value, from its key and width (routers rarely start at 0). */
export function createPortCounters(initial: (key: string, bits: 32 | 64) => bigint): PortCounters {
  const counters = new Map<string, { value: bigint; carry: number }>();
  const entry = (device: string, port: string, counter: PortCounter) => {
    const key = `${device}\u0000${port}\u0000${counter}`;
    let found = counters.get(key);
    if (found === undefined) {
      found = { value: initial(key, WIDTHS.get(counter) ?? 64), carry: 0 };
      counters.set(key, found);
    }
    return found;
  };
  return {
    advance(device, port, counter, amount) {
      const held = entry(device, port, counter);
      const total = held.carry + Math.max(0, amount);
      const whole = Math.floor(total);
      held.value += BigInt(whole);
      held.carry = total - whole;
    },
    value(device, port, counter) {
      return BigInt.asUintN(WIDTHS.get(counter) ?? 64, entry(device, port, counter).value);
    },
  };
}

/**
 * Escapes a tag value of InfluxDB line protocol: commas, equals signs and spaces (a backslash
 * before anything else is an ordinary backslash there).
 */
function escapeTag(value: string): string {
  return value.replace(/[,= ]/g, (char) => `\\${char}`);
}

const INT64_MAX = (1n << 63n) - 1n;

/**
 * One `interface` line of line protocol, as Telegraf writes it, timestamped in nanoseconds.
 * Counters are integers (`123i`), and unsigned (`123u`) above the int64 range, which a 64-bit
 * counter reaches only after centuries at 10 Gb/s.
 */
export function interfaceLine(
  device: string,
  port: string,
  fields: ReadonlyArray<readonly [PortCounter, bigint]>,
  tMs: number,
): string {
  const values = fields
    .map(([name, value]) => `${name}=${value}${value > INT64_MAX ? 'u' : 'i'}`)
    .join(',');
  const tags = `device=${escapeTag(device)},ifName=${escapeTag(port)}`;
  return `interface,${tags} ${values} ${BigInt(Math.round(tMs)) * 1_000_000n}`;
}
