import type { Direction, LiveMetricName, SeriesPoint } from '@tiermap/domain';
import { scaleLinear, scaleUtc, type ScaleLinear } from 'd3-scale';
import { select } from 'd3-selection';
import { line } from 'd3-shape';
import { formatBps } from '../app/format.js';
import {
  DIRECTIONS,
  FAULT_SERIES,
  formatPackets,
  tickLabel,
  type LinkChartModel,
  type Span,
} from './link-chart-model.js';

export { DIRECTIONS, FAULT_SERIES, linkChartModel } from './link-chart-model.js';
export type { LinkChartModel } from './link-chart-model.js';

/** Colours of the two directions' load lines, shared by the chart and its legend. */
export const DIRECTION_COLOURS: Readonly<Record<Direction, string>> = {
  AtoZ: '#38bdf8',
  ZtoA: '#f59e0b',
};

export interface ChartSize {
  width: number;
  height: number;
  /** The labels' size in pixels; the margins follow it. 11 unless given. */
  fontPx?: number;
}

/** A band's extent on the chart, pixels from the top. */
export interface BandFrame {
  top: number;
  bottom: number;
}

/**
 * The chart's frame: small multiples sharing one time axis. The load of both directions on top
 * (half the height), then the errors and discards of each direction in a band of its own.
 */
export interface ChartLayout {
  left: number;
  right: number;
  load: BandFrame;
  faults: Record<Direction, BandFrame>;
  /** Baseline of the time axis' labels. */
  axisY: number;
}

export function chartLayout(size: ChartSize): ChartLayout {
  const font = size.fontPx ?? 11;
  // Room for "100 %" and "12 pkt/s" on the left, "10.0 Gb/s" on the right.
  const left = Math.round(font * 4.4);
  const right = size.width - Math.round(font * 5.8);
  // Room above a band for its title, clear of the guide labels of the band above.
  const title = Math.round(font * 1.6 + 6);
  const axis = Math.round(font * 1.9);
  const plot = Math.max(90, size.height - axis - 3 * title - 4);
  const loadHeight = Math.round(plot * 0.5);
  const faultHeight = Math.floor((plot - loadHeight) / 2);
  const load = { top: title, bottom: title + loadHeight };
  const aToZ = { top: load.bottom + title, bottom: load.bottom + title + faultHeight };
  const zToA = { top: aToZ.bottom + title, bottom: aToZ.bottom + title + faultHeight };
  return {
    left,
    right,
    load,
    faults: { AtoZ: aToZ, ZtoA: zToA },
    axisY: zToA.bottom + Math.round(font * 1.4),
  };
}

function timeScale(model: LinkChartModel, size: ChartSize) {
  const frame = chartLayout(size);
  return scaleUtc().domain([model.fromMs, model.toMs]).range([frame.left, frame.right]);
}

function loadScale(model: LinkChartModel, size: ChartSize): ScaleLinear<number, number> {
  const { load } = chartLayout(size);
  return scaleLinear().domain([0, model.utilizationMax]).range([load.bottom, load.top]);
}

/** The faults axis of a direction's band, its top rounded to a readable number. */
function faultScale(
  model: LinkChartModel,
  direction: Direction,
  size: ChartSize,
): ScaleLinear<number, number> {
  const band = chartLayout(size).faults[direction];
  return scaleLinear().domain([0, model.faultsMax]).nice(3).range([band.bottom, band.top]);
}

/** The SVG path of one measure of one direction; a missing point breaks the line there. */
export function seriesPath(
  model: LinkChartModel,
  direction: Direction,
  measure: 'utilization' | LiveMetricName,
  size: ChartSize,
): string {
  const x = timeScale(model, size);
  const value = (p: SeriesPoint): number | null => p[measure];
  const y = measure === 'utilization' ? loadScale(model, size) : faultScale(model, direction, size);
  const path = line<SeriesPoint>()
    .defined((p) => value(p) !== null)
    .x((p) => x(p.tsMs))
    .y((p) => y(value(p) ?? 0));
  return path(model.series[direction]) ?? '';
}

/**
 * Time ticks in UTC, about one per 90 px, labelled for the span: hours and minutes for an hour,
 * hours and the date at midnight for a day, weekdays for a week.
 */
export function timeTicks(model: LinkChartModel, size: ChartSize): { x: number; label: string }[] {
  const x = timeScale(model, size);
  const frame = chartLayout(size);
  const count = Math.max(2, Math.floor((frame.right - frame.left) / 90));
  return x
    .ticks(count)
    .map((t) => ({ x: x(t), label: tickLabel(t.getTime(), model.toMs - model.fromMs) }));
}

/** A horizontal guide with its label on the left and, for the load, bit/s on the right. */
export interface Guide {
  key: string;
  y: number;
  left: string;
  right: string;
}

/** The value guides: 0, 50 % and 100 % (and the peak above it) of the load, 0 and top of faults. */
export function chartGuides(model: LinkChartModel, size: ChartSize): Guide[] {
  const yLoad = loadScale(model, size);
  const ratios = [0, 0.5, 1, ...(model.utilizationMax > 1 ? [model.utilizationMax] : [])];
  const load = ratios.map((r) => ({
    key: `load-${r}`,
    y: yLoad(r),
    left: `${Math.round(r * 100)} %`,
    right: formatBps(r * model.capacityBps),
  }));
  const faults = DIRECTIONS.flatMap((direction) => {
    const y = faultScale(model, direction, size);
    const top = y.domain()[1] ?? model.faultsMax;
    return [
      { key: `${direction}-faults-0`, y: y(0), left: '0', right: '' },
      { key: `${direction}-faults-top`, y: y(top), left: formatPackets(top), right: '' },
    ];
  });
  return [...load, ...faults];
}

/** The "no data" stretches of every band as rectangles. */
export function gapRects(
  model: LinkChartModel,
  size: ChartSize,
): { key: string; x: number; y: number; width: number; height: number }[] {
  const x = timeScale(model, size);
  const frame = chartLayout(size);
  const rect = (key: string, band: BandFrame, gap: Span) => ({
    key: `${key}-${gap.fromMs}`,
    x: x(gap.fromMs),
    y: band.top,
    width: Math.max(1, x(gap.toMs) - x(gap.fromMs)),
    height: band.bottom - band.top,
  });
  return [
    ...model.loadGaps.map((g) => rect('load', frame.load, g)),
    ...DIRECTIONS.flatMap((d) => model.faultGaps[d].map((g) => rect(d, frame.faults[d], g))),
  ];
}

/**
 * A direction's faults band title, "GVA to PAR: errors and discards", the name shortened with
 * an ellipsis to fit `fits` characters (the legend names the three lines).
 */
export function bandTitle(name: string, fits: number): string {
  const what = ': errors and discards';
  const room = Math.max(8, fits - what.length);
  return `${name.length > room ? `${name.slice(0, room - 1)}…` : name}${what}`;
}

/** Charts drawn so far: each gets its own pattern id. */
let patterns = 0;

interface Drawn {
  key: string;
  d: string;
  stroke: string;
  width: number;
}

/**
 * Draws (or updates in place) the chart at its size in pixels: the load per direction on top
 * with 0, 50 and 100 % guides (bit/s on the right), each direction's errors and discards in a
 * band of its own below, "no data" stretches hatched, time ticks in UTC under the last band.
 * `names` titles the directions' bands ("GVA to PAR").
 */
export function drawLinkChart(
  svgElement: SVGSVGElement,
  model: LinkChartModel,
  size: ChartSize,
  names: Readonly<Record<Direction, string>> = { AtoZ: 'A to Z', ZtoA: 'Z to A' },
): void {
  const svg = select(svgElement)
    .attr('viewBox', `0 0 ${size.width} ${size.height}`)
    .attr('width', size.width)
    .attr('height', size.height)
    .attr('font-size', size.fontPx ?? 11);
  const frame = chartLayout(size);
  // The hatching of "no data", once per chart (an id of its own: two charts may be open).
  if (svg.select('defs').empty()) {
    patterns += 1;
    svgElement.dataset['noData'] = `link-chart-no-data-${patterns}`;
    const pattern = svg
      .append('defs')
      .append('pattern')
      .attr('id', svgElement.dataset['noData'])
      .attr('width', 6)
      .attr('height', 6)
      .attr('patternUnits', 'userSpaceOnUse')
      .attr('patternTransform', 'rotate(45)');
    pattern.append('rect').attr('width', 6).attr('height', 6).attr('class', 'gap-fill');
    pattern.append('line').attr('x1', 0).attr('y1', 0).attr('x2', 0).attr('y2', 6);
  }
  const noData = `url(#${svgElement.dataset['noData'] ?? ''})`;
  const gaps = gapRects(model, size);
  svg
    .selectAll<SVGRectElement, (typeof gaps)[number]>('rect.gap')
    .data(gaps, (d) => d.key)
    .join('rect')
    .attr('class', 'gap')
    .attr('fill', noData)
    .attr('x', (d) => d.x)
    .attr('y', (d) => d.y)
    .attr('width', (d) => d.width)
    .attr('height', (d) => d.height);
  svg
    .selectAll<SVGTextElement, (typeof gaps)[number]>('text.gap-label')
    .data(
      gaps.filter((g) => g.width >= 48),
      (d) => d.key,
    )
    .join('text')
    .attr('class', 'gap-label')
    .attr('x', (d) => d.x + d.width / 2)
    .attr('y', (d) => d.y + d.height / 2 + 4)
    .attr('text-anchor', 'middle')
    .text('no data');
  svg
    .selectAll<SVGGElement, Guide>('g.guide')
    .data(chartGuides(model, size), (d) => d.key)
    .join((enter) => {
      const g = enter.append('g').attr('class', 'guide');
      g.append('line');
      g.append('text').attr('class', 'guide-left').attr('text-anchor', 'end');
      g.append('text').attr('class', 'guide-right').attr('text-anchor', 'start');
      return g;
    })
    .each(function (d) {
      const g = select(this);
      g.select('line')
        .attr('x1', frame.left)
        .attr('x2', frame.right)
        .attr('y1', d.y)
        .attr('y2', d.y);
      g.select('text.guide-left')
        .attr('x', frame.left - 4)
        .attr('y', d.y + 4)
        .text(d.left);
      g.select('text.guide-right')
        .attr('x', frame.right + 4)
        .attr('y', d.y + 4)
        .text(d.right);
    });
  svg
    .selectAll<SVGTextElement, { x: number; label: string }>('text.tick')
    .data(timeTicks(model, size), (d) => `${d.x}`)
    .join('text')
    .attr('class', 'tick')
    .attr('x', (d) => d.x)
    .attr('y', frame.axisY)
    .attr('text-anchor', 'middle')
    .text((d) => d.label);
  svg
    .selectAll('text.axis-unit')
    .data(['UTC'])
    .join('text')
    .attr('class', 'axis-unit')
    .attr('x', frame.left - 4)
    .attr('y', frame.axisY)
    .attr('text-anchor', 'end')
    .text((d) => d);
  const drawn: Drawn[] = DIRECTIONS.flatMap((direction) => [
    {
      key: `${direction}-utilization`,
      d: seriesPath(model, direction, 'utilization', size),
      stroke: DIRECTION_COLOURS[direction],
      width: 2,
    },
    ...FAULT_SERIES.map((m) => ({
      key: `${direction}-${m.name}`,
      d: seriesPath(model, direction, m.name, size),
      stroke: m.chart.colour,
      width: 1.6,
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
    .attr('stroke-width', (d) => d.width)
    // A lone step between two without data is a dot, not nothing.
    .attr('stroke-linecap', 'round')
    .attr('stroke-linejoin', 'round')
    .attr('d', (d) => d.d);
  const font = size.fontPx ?? 11;
  const fits = Math.floor((size.width - frame.left - 4) / (font * 0.56));
  const titles = [
    { key: 'load', y: frame.load.top - 5, text: 'load, both directions' },
    ...DIRECTIONS.map((d) => ({
      key: d,
      y: frame.faults[d].top - 5,
      text: bandTitle(names[d], fits),
    })),
  ];
  svg
    .selectAll<SVGTextElement, (typeof titles)[number]>('text.band')
    .data(titles, (d) => d.key)
    .join('text')
    .attr('class', 'band')
    .attr('data-band', (d) => d.key)
    .attr('x', frame.left)
    .attr('y', (d) => d.y)
    .text((d) => d.text);
}
