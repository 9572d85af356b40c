import { perMetric, type LinkSeries, type SeriesPoint } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { linkChartModel, seriesPath, timeTicks } from './link-chart.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const point = (minute: number, utilization: number | null, errors = 0): SeriesPoint => ({
  tsMs: T0 + minute * 60_000,
  ...perMetric(() => (utilization === null ? null : 0)),
  bps: utilization === null ? null : utilization * 10e9,
  utilization,
  errorsPerSec: utilization === null ? null : errors,
});

function series(AtoZ: SeriesPoint[], ZtoA: SeriesPoint[]): LinkSeries {
  return {
    linkId: 'l',
    capacityBps: 10e9,
    fromMs: T0,
    toMs: T0 + 3_600_000,
    stepMs: 60_000,
    AtoZ,
    ZtoA,
  };
}

const size = { width: 320, height: 180 };

describe('link chart', () => {
  it('linkChartModel keeps 100 % as the floor of the axis and reaches a 140 % peak', () => {
    expect(linkChartModel(series([point(0, 0.3)], [point(0, 0.2)])).utilizationMax).toBe(1);
    expect(linkChartModel(series([point(0, 1.4)], [])).utilizationMax).toBeCloseTo(1.4);
  });

  it('linkChartModel scales the faults band to the worst counter of either direction', () => {
    const model = linkChartModel(series([point(0, 0.1, 5)], [point(0, 0.1, 250)]));
    expect(model.errorsMax).toBe(250);
  });

  it('in discards and out discards are lines of their own in the faults band', () => {
    const outDiscards = (minute: number, value: number): SeriesPoint => ({
      ...point(minute, 0.1),
      outDiscardsPerSec: value,
    });
    const model = linkChartModel(series([outDiscards(0, 40), outDiscards(60, 80)], []));
    expect(model.errorsMax).toBe(80);
    const ys = (measure: 'inDiscardsPerSec' | 'outDiscardsPerSec') =>
      [...seriesPath(model, 'AtoZ', measure, size).matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) =>
        Number(m[1]),
      );
    expect(ys('inDiscardsPerSec')).toHaveLength(2);
    expect(ys('inDiscardsPerSec')[0]).toBe(ys('inDiscardsPerSec')[1]);
    expect(ys('outDiscardsPerSec')[1]).toBeLessThan(ys('outDiscardsPerSec')[0] ?? 0);
  });

  it('seriesPath breaks the line where a point is missing', () => {
    const model = linkChartModel(
      series([point(0, 0.2), point(1, 0.3), point(2, null), point(3, 0.4), point(4, 0.5)], []),
    );
    const d = seriesPath(model, 'AtoZ', 'utilization', size);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d).toMatch(/^M[\d.]+,[\d.]+L/);
  });

  it('seriesPath puts 100 % higher on the chart than 50 %', () => {
    const model = linkChartModel(series([point(0, 0.5), point(60, 1)], []));
    const ys = [
      ...seriesPath(model, 'AtoZ', 'utilization', size).matchAll(/[ML][\d.]+,([\d.]+)/g),
    ].map((m) => Number(m[1]));
    expect(ys).toHaveLength(2);
    expect(ys[1]).toBeLessThan(ys[0] ?? 0);
  });

  it('timeTicks labels the hour in UTC', () => {
    const labels = timeTicks(linkChartModel(series([], [])), size).map((t) => t.label);
    expect(labels).toContain('12:00');
    expect(labels).toContain('12:30');
  });
});
