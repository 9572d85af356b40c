import { LIVE_METRICS } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { WRITE_LATEST } from './live-metrics-cypher.js';

describe('live metrics Cypher', () => {
  it('WRITE_LATEST sets one Link property per live metric and the time, per direction', () => {
    for (const direction of ['AtoZ', 'ZtoA'] as const) {
      const statement = WRITE_LATEST[direction];
      for (const metric of LIVE_METRICS) {
        expect(statement).toContain(`l.live${direction}${metric.graph} = $${metric.name}[i]`);
      }
      expect(statement).toContain(
        `l.live${direction}At = datetime({epochMillis: toInteger($tsMs[i])})`,
      );
      expect(statement).toMatch(
        /^UNWIND range\(0, size\(\$linkIds\) - 1\) AS i MATCH \(l:Link \{id: \$linkIds\[i\]\}\)/,
      );
    }
    expect(WRITE_LATEST.AtoZ).toContain('l.liveAtoZInDiscardsPerSec = $inDiscardsPerSec[i]');
    expect(WRITE_LATEST.ZtoA).not.toContain('AtoZ');
  });
});
