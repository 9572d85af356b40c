import { LIVE_METRICS } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { WRITE_LATEST } from './live-metrics-cypher.js';

describe('live metrics Cypher', () => {
  it('WRITE_LATEST sets one Link property per live metric and the time, per direction', () => {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const statement = WRITE_LATEST[direction];
      for (const metric of LIVE_METRICS) {
        expect(statement).toContain(`l.live${direction}${metric.graph} = r.${metric.name}`);
      }
      expect(statement).toContain(
        `l.live${direction}At = datetime({epochMillis: toInteger(r.tsMs)})`,
      );
      expect(statement).toMatch(/^UNWIND \$rows AS r MATCH \(l:Link \{id: r\.linkId\}\)/);
    }
    expect(WRITE_LATEST.AtoZ).toContain('l.liveAtoZInDiscardsPerSec = r.inDiscardsPerSec');
    expect(WRITE_LATEST.ZtoA).not.toContain('AtoZ');
  });
});
