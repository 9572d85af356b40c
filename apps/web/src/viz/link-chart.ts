import {
  LIVE_METRICS,
  type Direction,
  type LinkSeries,
  type LiveMetricName,
  type SeriesPoint,
} from '@tiermap/domain';
import { scaleLinear, scaleUtc } from 'd3-scale';
import { select } from 'd3-selection';
import { line } from 'd3-shape';

/** Colours of the two directions, shared by the chart and its legend. */
export const DIRECTION_COLOURS: Readonly<Record<Direction, string>> = {
  AtoZ: '#38bdf8',
  ZtoA: '#f59e0b',
};
/**
 * The packet counters drawn in the lower band, one line each per direction, in the colour and
 * with the label the table of live metrics gives them (the legend lists the same).
 */
export const FAULT_SERIES = LIVE_METRICS.filter((m) => m.chart.band === 'faults');

export interface ChartSize {
  width: number;
  height: number;
}

/** The chart's frame: a utilization band on top, a narrower errors band below. */
export interface ChartLayout {
  left: number;
  right: number;
  loadTop: number;
  loadBottom: number;
  errorTop: number;
  errorBottom: number;
}

export function chartLayout(size: ChartSize): ChartLayout {
  const left = 38;
  const right = size.width - 8;
  const loadTop = 18;
  const errorBottom = size.height - 18;
  const errorTop = errorBottom - Math.max(24, Math.round(size.height * 0.22));
  return { left, right, loadTop, loadBottom: errorTop - 14, errorTop, errorBottom };
}

export interface LinkChartModel {
  fromMs: number;
  toMs: number;
  /** Top of the utilization axis as a ratio: at least 1 (100 %), more when a value is over. */
  utilizationMax: number;
  /** Top of the faults axis, per second: the worst counter; at least 1 so a quiet link draws a flat line. */
  errorsMax: number;
  series: Record<Direction, SeriesPoint[]>;
}

/** The chart's domains from a link's series: the whole time range, loads up to their peak. */
export function linkChartModel(series: LinkSeries): LinkChartModel {
  const points = [...series.AtoZ, ...series.ZtoA];
  const peak = Math.max(1, ...points.map((p) => p.utilization ?? 0));
  const errors = Math.max(1, ...points.flatMap((p) => FAULT_SERIES.map((m) => p[m.name] ?? 0)));
  return {
    fromMs: series.fromMs,
    toMs: series.toMs,
    utilizationMax: Math.ceil(peak * 10) / 10,
    errorsMax: errors,
    series: { AtoZ: series.AtoZ, ZtoA: series.ZtoA },
  };
}

/** The SVG path of one measure of one direction; a missing point breaks the line there. */
export function seriesPath(
  model: LinkChartModel,
  direction: Direction,
  measure: 'utilization' | LiveMetricName,
  size: ChartSize,
): string {
  const frame = chartLayout(size);
  const x = scaleUtc().domain([model.fromMs, model.toMs]).range([frame.left, frame.right]);
  const value = (p: SeriesPoint): number | null => p[measure];
  const y =
    measure === 'utilization'
      ? scaleLinear().domain([0, model.utilizationMax]).range([frame.loadBottom, frame.loadTop])
      : scaleLinear().domain([0, model.errorsMax]).range([frame.errorBottom, frame.errorTop]);
  const path = line<SeriesPoint>()
    .defined((p) => value(p) !== null)
    .x((p) => x(p.tsMs))
    .y((p) => y(value(p) ?? 0));
  return path(model.series[direction]) ?? '';
}

/** Time ticks as UTC HH:MM, about every quarter of an hour for an hour's chart. */
export function timeTicks(model: LinkChartModel, size: ChartSize): { x: number; label: string }[] {
  const frame = chartLayout(size);
  const x = scaleUtc().domain([model.fromMs, model.toMs]).range([frame.left, frame.right]);
  return x.ticks(4).map((t) => ({ x: x(t), label: t.toISOString().slice(11, 16) }));
}

interface Drawn {
  key: string;
  d: string;
  stroke: string;
  dash: string | null;
}

/**
 * Draws (or updates in place) the chart: utilization per direction on top with 0 and 100 %
 * guides, errors and discards per direction in their own band below, time ticks in UTC.
 */
export function drawLinkChart(
  svgElement: SVGSVGElement,
  model: LinkChartModel,
  size: ChartSize,
): void {
  const svg = select(svgElement).attr('viewBox', `0 0 ${size.width} ${size.height}`);
  const frame = chartLayout(size);
  const yLoad = scaleLinear()
    .domain([0, model.utilizationMax])
    .range([frame.loadBottom, frame.loadTop]);
  const guides = [
    { key: 'load-0', y: yLoad(0), label: '0 %' },
    { key: 'load-100', y: yLoad(1), label: '100 %' },
    { key: 'errors-0', y: frame.errorBottom, label: '0' },
    { key: 'errors-max', y: frame.errorTop, label: `${model.errorsMax.toFixed(0)}/s` },
  ];
  svg
    .selectAll<SVGGElement, (typeof guides)[number]>('g.guide')
    .data(guides, (d) => d.key)
    .join((enter) => {
      const g = enter.append('g').attr('class', 'guide');
      g.append('line');
      g.append('text');
      return g;
    })
    .each(function (d) {
      const g = select(this);
      g.select('line')
        .attr('x1', frame.left)
        .attr('x2', frame.right)
        .attr('y1', d.y)
        .attr('y2', d.y);
      g.select('text')
        .attr('x', frame.left - 4)
        .attr('y', d.y + 4)
        .attr('text-anchor', 'end')
        .text(d.label);
    });
  svg
    .selectAll<SVGTextElement, { x: number; label: string }>('text.tick')
    .data(timeTicks(model, size), (d) => d.label)
    .join('text')
    .attr('class', 'tick')
    .attr('x', (d) => d.x)
    .attr('y', size.height - 4)
    .attr('text-anchor', 'middle')
    .text((d) => d.label);
  const drawn: Drawn[] = (['AtoZ', 'ZtoA'] as const).flatMap((direction) => [
    {
      key: `${direction}-utilization`,
      d: seriesPath(model, direction, 'utilization', size),
      stroke: DIRECTION_COLOURS[direction],
      dash: null,
    },
    ...FAULT_SERIES.map((m) => ({
      key: `${direction}-${m.name}`,
      d: seriesPath(model, direction, m.name, size),
      stroke: m.chart.colour,
      dash: direction === 'ZtoA' ? '4 2' : null,
    })),
  ]);
  svg
    .selectAll<SVGPathElement, Drawn>('path.series')
    .data(drawn, (d) => d.key)
    .join('path')
    .attr('class', 'series')
    .attr('data-series', (d) => d.key)
    .attr('fill', 'none')
    .attr('stroke', (d) => d.stroke)
    .attr('stroke-width', 1.8)
    .attr('stroke-dasharray', (d) => d.dash)
    .attr('d', (d) => d.d);
  svg
    .selectAll<SVGTextElement, string>('text.band')
    .data(['utilization', FAULT_SERIES.map((m) => m.label).join(', ')])
    .join('text')
    .attr('class', 'band')
    .attr('x', frame.left + 2)
    .attr('y', (d) => (d === 'utilization' ? frame.loadTop - 6 : frame.errorTop - 4))
    .text((d) => d);
}
