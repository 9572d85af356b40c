import { countOf, type Direction } from '@tiermap/domain';
import { MEAN_PACKET_BYTES, type LinkReading } from './path-health.js';
import { elementKey } from './risk-model.js';

/** One link direction's own error and discard counters, as rates of the packets it carried. */
export interface LinkCounterReading {
  linkId: string;
  /** The link's direction the counters are for (A to Z: out of the A end's port). */
  direction: Direction;
  /** Errored packets per packet, 0 to 1; null when the counter is not read. */
  errorRate: number | null;
  /** Discarded packets per packet, 0 to 1; null when the counter is not read. */
  discardRate: number | null;
}

export interface CounterThresholds {
  /** An error rate at or over this shows a fault; 1e-6 (healthy optics show none). */
  errorRate: number;
  /** A discard rate at or over this shows a fault; 0.002 (a tenth of the 2 % loss problem). */
  discardRate: number;
}

export const DEFAULT_COUNTER_THRESHOLDS: Readonly<CounterThresholds> = {
  errorRate: 1e-6,
  discardRate: 0.002,
};

/**
 * The counter observations `rankSuspects` takes (`counters`), keyed `link:<id>><direction>`:
 * true when either rate is at or over its threshold, false when a rate is read and both read
 * rates are under; a reading with neither rate read adds nothing. A link direction read twice
 * shows errors when either reading does.
 */
export function counterObservations(
  readings: Iterable<LinkCounterReading>,
  thresholds: CounterThresholds = DEFAULT_COUNTER_THRESHOLDS,
): Map<string, boolean> {
  const observations = new Map<string, boolean>();
  for (const reading of readings) {
    const { errorRate, discardRate } = reading;
    if (errorRate === null && discardRate === null) continue;
    const errors =
      (errorRate !== null && errorRate >= thresholds.errorRate) ||
      (discardRate !== null && discardRate >= thresholds.discardRate);
    const key = elementKey('link', reading.linkId, reading.direction);
    observations.set(key, errors || observations.get(key) === true);
  }
  return observations;
}

/**
 * A live reading's counters as rates of the packets carried (bit rate over
 * {@link MEAN_PACKET_BYTES}, plus the errored and discarded ones). Nothing is read from a stale
 * reading or one without traffic: a link that carries nothing cannot show errors.
 */
export function counterRates(
  reading: LinkReading,
): Pick<LinkCounterReading, 'errorRate' | 'discardRate'> {
  const none = { errorRate: null, discardRate: null };
  if (reading.stale || reading.bps === null) return none;
  // By meaning, not by name: in discards and out discards are both discards.
  const errors = countOf(reading, 'errors');
  const discards = countOf(reading, 'discards');
  const packets = reading.bps / (8 * MEAN_PACKET_BYTES) + (errors ?? 0) + (discards ?? 0);
  if (packets <= 0) return none;
  const rate = (count: number | null): number | null => (count === null ? null : count / packets);
  return { errorRate: rate(errors), discardRate: rate(discards) };
}
