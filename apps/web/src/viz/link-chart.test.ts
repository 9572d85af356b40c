import { perMetric, type LinkSeries, type SeriesPoint } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  bandTitle,
  chartGuides,
  chartLayout,
  gapRects,
  linkChartModel,
  seriesPath,
  timeTicks,
} from './link-chart.js';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const point = (minute: number, utilization: number | null, errors = 0): SeriesPoint => ({
  tsMs: T0 + minute * 60_000,
  ...perMetric(() => (utilization === null ? null : 0)),
  bps: utilization === null ? null : utilization * 10e9,
  utilization,
  errorsPerSec: utilization === null ? null : errors,
});

function series(AtoZ: SeriesPoint[], ZtoA: SeriesPoint[], spanMs = 3_600_000): LinkSeries {
  return {
    linkId: 'l',
    capacityBps: 10e9,
    fromMs: T0,
    toMs: T0 + spanMs,
    stepMs: 60_000,
    AtoZ,
    ZtoA,
  };
}

const size = { width: 420, height: 300 };
const ysOf = (d: string) => [...d.matchAll(/[ML][\d.]+,([\d.]+)/g)].map((m) => Number(m[1]));

describe('link chart', () => {
  it('linkChartModel keeps 100 % as the floor of the axis and reaches a 140 % peak', () => {
    expect(linkChartModel(series([point(0, 0.3)], [point(0, 0.2)])).utilizationMax).toBe(1);
    expect(linkChartModel(series([point(0, 1.4)], [])).utilizationMax).toBeCloseTo(1.4);
  });

  it('linkChartModel scales the faults bands to the worst counter of either direction', () => {
    const model = linkChartModel(series([point(0, 0.1, 5)], [point(0, 0.1, 250)]));
    expect(model.faultsMax).toBe(250);
  });

  it('errors and discards of each direction are drawn in a band of their own under the load', () => {
    const frame = chartLayout(size);
    expect(frame.load.bottom).toBeLessThan(frame.faults.AtoZ.top);
    expect(frame.faults.AtoZ.bottom).toBeLessThan(frame.faults.ZtoA.top);
    expect(frame.faults.ZtoA.bottom).toBeLessThan(frame.axisY);
    const model = linkChartModel(series([point(0, 0.1, 4)], [point(0, 0.1, 4)]));
    const [a] = ysOf(seriesPath(model, 'AtoZ', 'errorsPerSec', size));
    const [z] = ysOf(seriesPath(model, 'ZtoA', 'errorsPerSec', size));
    expect(a).toBeGreaterThanOrEqual(frame.faults.AtoZ.top);
    expect(a).toBeLessThanOrEqual(frame.faults.AtoZ.bottom);
    expect(z).toBeGreaterThanOrEqual(frame.faults.ZtoA.top);
    expect(z).toBeLessThanOrEqual(frame.faults.ZtoA.bottom);
  });

  it('in discards and out discards are lines of their own in the faults band', () => {
    const outDiscards = (minute: number, value: number): SeriesPoint => ({
      ...point(minute, 0.1),
      outDiscardsPerSec: value,
    });
    const model = linkChartModel(series([outDiscards(0, 40), outDiscards(60, 80)], []));
    expect(model.faultsMax).toBe(80);
    const ys = (measure: 'inDiscardsPerSec' | 'outDiscardsPerSec') =>
      ysOf(seriesPath(model, 'AtoZ', measure, size));
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
    const ys = ysOf(seriesPath(model, 'AtoZ', 'utilization', size));
    expect(ys).toHaveLength(2);
    expect(ys[1]).toBeLessThan(ys[0] ?? 0);
  });

  it('linkChartModel tells no data apart from zero: a null step is a gap, a 0 step is not', () => {
    const points = [point(0, 0), point(1, null), point(2, null), point(3, 0)];
    const model = linkChartModel(series(points, points));
    expect(model.loadGaps).toEqual([{ fromMs: T0 + 30_000, toMs: T0 + 150_000 }]);
    expect(model.faultGaps.AtoZ).toEqual(model.loadGaps);
    // A load of exactly 0 sits on the 0 % guide, drawn; the gap is hatched, not drawn at 0.
    expect(seriesPath(model, 'AtoZ', 'utilization', size).match(/M/g)).toHaveLength(2);
    const rects = gapRects(model, size);
    expect(rects.map((r) => r.key.split('-')[0])).toEqual(['load', 'AtoZ', 'ZtoA']);
    expect(rects[0]?.y).toBe(chartLayout(size).load.top);
  });

  it('linkChartModel draws a gap in the load band only where both directions lack data', () => {
    const model = linkChartModel(
      series(
        [point(0, 0.2), point(1, null), point(2, null)],
        [point(0, 0.2), point(1, 0.2), point(2, null)],
      ),
    );
    expect(model.loadGaps).toEqual([{ fromMs: T0 + 90_000, toMs: T0 + 150_000 }]);
  });

  it('an empty series is no data over the whole chart', () => {
    const model = linkChartModel(series([], []));
    expect(model.loadGaps).toEqual([{ fromMs: T0, toMs: T0 + 3_600_000 }]);
  });

  it('linkChartModel appends the live store state newer than the series, not a stale one', () => {
    const live = {
      tsMs: T0 + 3_630_000,
      linkId: 'l',
      direction: 'AtoZ' as const,
      utilization: 0.7,
      ...perMetric(() => 0),
      bps: 7e9,
      stale: false,
      congested: false,
    };
    const model = linkChartModel(series([point(60, 0.2)], []), { AtoZ: live });
    expect(model.series.AtoZ.at(-1)).toMatchObject({ tsMs: T0 + 3_630_000, utilization: 0.7 });
    expect(model.toMs).toBe(T0 + 3_630_000);
    // The newest step read before its first sample is the live state's, not a gap before it.
    const early = linkChartModel(series([point(59, 0.2), point(60, null)], []), {
      AtoZ: { ...live, tsMs: T0 + 3_610_000 },
    });
    expect(early.series.AtoZ.map((p) => p.utilization)).toEqual([0.2, 0.7]);
    expect(early.loadGaps).toEqual([]);
    const stale = linkChartModel(series([point(60, 0.2)], []), { AtoZ: { ...live, stale: true } });
    expect(stale.series.AtoZ).toHaveLength(1);
  });

  it('timeTicks labels the hour in UTC hours and minutes', () => {
    const labels = timeTicks(linkChartModel(series([], [])), size).map((t) => t.label);
    expect(labels).toContain('12:00');
    expect(labels.every((l) => /^\d\d:\d\d$/.test(l))).toBe(true);
  });

  it('timeTicks labels a day by hours, with the date at midnight', () => {
    const day = { ...series([], [], 86_400_000), stepMs: 600_000 };
    const labels = timeTicks(linkChartModel(day), size).map((t) => t.label);
    expect(labels).toContain('23 Nov');
    expect(labels.filter((l) => /^\d\d:\d\d$/.test(l)).length).toBeGreaterThan(0);
  });

  it('timeTicks labels a week by weekday and date', () => {
    const week = { ...series([], [], 7 * 86_400_000), stepMs: 3_600_000 };
    const labels = timeTicks(linkChartModel(week), { width: 900, height: 300 }).map((t) => t.label);
    expect(labels).toContain('Mon 23 Nov');
    expect(labels.every((l) => /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) /.test(l))).toBe(true);
  });

  it('chartGuides labels the load in percent and in bit/s of the capacity, faults in pkt/s', () => {
    const guides = chartGuides(linkChartModel(series([point(0, 0.1, 7)], [])), size);
    expect(guides.find((g) => g.key === 'load-1')).toMatchObject({
      left: '100 %',
      right: '10.0 Gb/s',
    });
    expect(guides.find((g) => g.key === 'load-0.5')).toMatchObject({
      left: '50 %',
      right: '5.00 Gb/s',
    });
    expect(guides.find((g) => g.key === 'AtoZ-faults-top')?.left).toBe('8 pkt/s');
  });

  it('bandTitle shortens a long direction name to fit and keeps what the band shows', () => {
    expect(bandTitle('GVA to PAR', 60)).toBe('GVA to PAR: errors and discards');
    expect(bandTitle('GÉANT2 Geneva to GÉANT2 Frankfurt', 40)).toBe(
      'GÉANT2 Geneva to G…: errors and discards',
    );
  });
});
