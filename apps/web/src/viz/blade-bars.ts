import { select } from 'd3-selection';
import { formatBps } from '../app/format.js';
import { LOAD_COLOURS, loadStroke } from './scales.js';

/**
 * Per blade, two horizontal bars against the blade's connection to the fabric: the sum of its
 * port speeds, and its live load (max of the traffic in and out, full duplex). Both bars are
 * drawn as a ratio to the blade's own fabric capacity, on one scale shared by every blade, so
 * the fabric mark sits at the same x for all of them and 2:1 is twice as long as 1:1.
 */

/** What one blade's bars need; the router panel's blade rows have this shape. */
export interface BladeBarDatum {
  id: string;
  slot: number;
  model: string;
  portCapacityBps: number;
  fabricCapacityBps: number;
  /** portCapacityBps / fabricCapacityBps. */
  ratio: number;
  oversubscribed: boolean;
  live: { loadBps: number; ratio: number; overload: boolean; stale: boolean } | undefined;
}

export interface BladeBarsInput {
  blades: readonly BladeBarDatum[];
}

/**
 * The bars' colours as data, shared by the drawing and the panel's legend. The live bar takes
 * the map's load colour for its share of the fabric (scales.ts), so 99 % reads the same on
 * the map, the hot spots and here; its legend swatch shows the whole scale.
 */
export const BLADE_BAR_STYLES = {
  ports: { label: 'port capacity', fill: '#64748b' },
  portsOversubscribed: { label: 'port capacity over the fabric', fill: '#f97316' },
  live: {
    label: "live load (max of in, out), in the map's load colours",
    fill: `linear-gradient(to right, ${LOAD_COLOURS.join(', ')})`,
  },
  liveOverload: { label: 'live load over the fabric', fill: loadStroke(1, 'utilization') },
  stale: { label: 'live load, stale', fill: '#475569' },
  fabric: { label: "blade's fabric capacity", stroke: '#e2e8f0' },
  track: { fill: '#1e293b' },
} as const;

/** Geometry, in pixels. */
export const BLADE_BARS_GEOMETRY = {
  /** Room on the left for the "ports" and "live" bar names. */
  barLeft: 38,
  right: 6,
  labelHeight: 15,
  barHeight: 9,
  barGap: 3,
  captionHeight: 14,
  rowGap: 10,
} as const;

/** The scale always shows at least up to this ratio, so the fabric mark never sits at the end. */
export const MIN_RATIO_DOMAIN = 1.25;
/** Ratios beyond this are drawn to the end of the track and marked clipped. */
export const MAX_RATIO_DOMAIN = 4;

export interface BarRect {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The value did not fit the scale; the bar runs to its end. */
  clipped: boolean;
}

export interface BladeBarRow {
  id: string;
  /** Top of the row in the svg. */
  y: number;
  label: string;
  ratioText: string;
  caption: string;
  oversubscribed: boolean;
  liveOverload: boolean;
  /** Track, ports bar and live bar are relative to the row's top. */
  track: { x: number; width: number };
  portBar: BarRect;
  portFill: string;
  /** Undefined when the blade has no live data. */
  liveBar: BarRect | undefined;
  liveY: number;
  liveFill: string;
  /** Where the fabric capacity (ratio 1) falls. */
  fabricX: number;
}

export interface BladeBarsLayout {
  width: number;
  height: number;
  /** The ratio at the right end of the track. */
  ratioMax: number;
  rows: BladeBarRow[];
}

/** The ratio shown at the end of the track: the largest ratio, within the min and max domain. */
export function ratioDomainMax(blades: readonly BladeBarDatum[]): number {
  const largest = Math.max(
    0,
    ...blades.map((blade) => blade.ratio),
    ...blades.map((blade) => blade.live?.ratio ?? 0),
  );
  return Math.min(MAX_RATIO_DOMAIN, Math.max(MIN_RATIO_DOMAIN, largest));
}

/** A linear scale from ratio to x, from `left` at 0 to `right` at `ratioMax`, clamped. */
export function ratioScale(
  ratioMax: number,
  left: number,
  right: number,
): (ratio: number) => number {
  const span = Math.max(right - left, 0);
  return (ratio) => left + (Math.min(Math.max(ratio, 0), ratioMax) / ratioMax) * span;
}

/** Positions, sizes, colours and texts of every blade's bars, for a chart `width` wide. */
export function bladeBarsLayout(blades: readonly BladeBarDatum[], width: number): BladeBarsLayout {
  const g = BLADE_BARS_GEOMETRY;
  const ratioMax = ratioDomainMax(blades);
  const right = Math.max(width - g.right, g.barLeft + 1);
  const x = ratioScale(ratioMax, g.barLeft, right);
  const rowHeight = g.labelHeight + 2 * g.barHeight + g.barGap + g.captionHeight + g.rowGap;
  const portY = g.labelHeight;
  const liveY = portY + g.barHeight + g.barGap;
  const bar = (ratio: number, y: number): BarRect => ({
    x: g.barLeft,
    y,
    width: x(ratio) - g.barLeft,
    height: g.barHeight,
    clipped: ratio > ratioMax,
  });
  const rows = blades.map((blade, index): BladeBarRow => {
    const live = blade.live;
    const liveFill =
      live === undefined
        ? BLADE_BAR_STYLES.stale.fill
        : live.overload
          ? BLADE_BAR_STYLES.liveOverload.fill
          : live.stale
            ? BLADE_BAR_STYLES.stale.fill
            : loadStroke(live.ratio, 'utilization');
    return {
      id: blade.id,
      y: index * rowHeight,
      label: `Slot ${blade.slot} · ${blade.model}`,
      ratioText: `${blade.ratio.toFixed(2)}:1`,
      caption: bladeCaption(blade),
      oversubscribed: blade.oversubscribed,
      liveOverload: live?.overload === true,
      track: { x: g.barLeft, width: right - g.barLeft },
      portBar: bar(blade.ratio, portY),
      portFill: blade.oversubscribed
        ? BLADE_BAR_STYLES.portsOversubscribed.fill
        : BLADE_BAR_STYLES.ports.fill,
      liveBar: live === undefined ? undefined : bar(live.ratio, liveY),
      liveY,
      liveFill,
      fabricX: x(1),
    };
  });
  return {
    width,
    height: Math.max(rows.length * rowHeight - g.rowGap, 0),
    ratioMax,
    rows,
  };
}

/** The numbers under a blade's bars, for people. */
export function bladeCaption(blade: BladeBarDatum): string {
  const live =
    blade.live === undefined
      ? 'no live data'
      : `live ${formatBps(blade.live.loadBps)}${blade.live.stale ? ' (stale)' : ''}`;
  return `ports ${formatBps(blade.portCapacityBps)} · ${live} · fabric ${formatBps(blade.fabricCapacityBps)}`;
}

/**
 * Draws (or updates) the blade bars into `svgElement`, `width` pixels wide; the height follows
 * the number of blades. Rows are joined by blade id and carry `data-blade-id`,
 * `data-oversubscribed` and `data-live-overload` ("true" or "false") for tests and styling.
 */
export function drawBladeBars(
  svgElement: SVGSVGElement,
  model: BladeBarsInput,
  width: number,
): void {
  const layout = bladeBarsLayout(model.blades, width);
  const g = BLADE_BARS_GEOMETRY;
  const svg = select(svgElement)
    .attr('width', layout.width)
    .attr('height', layout.height)
    .attr('viewBox', `0 0 ${layout.width} ${layout.height}`);

  const rows = svg
    .selectAll<SVGGElement, BladeBarRow>('g.blade-bar')
    .data(layout.rows, (row) => row.id)
    .join((enter) => {
      const row = enter.append('g').attr('class', 'blade-bar');
      row
        .append('text')
        .attr('class', 'blade-label')
        .attr('x', 0)
        .attr('y', g.labelHeight - 4);
      row.append('text').attr('class', 'blade-ratio').attr('text-anchor', 'end');
      for (const name of ['ports', 'live']) {
        row.append('text').attr('class', `bar-name bar-name-${name}`).attr('x', 0).text(name);
      }
      row.append('rect').attr('class', 'bar-track bar-track-ports');
      row.append('rect').attr('class', 'bar-track bar-track-live');
      row.append('rect').attr('class', 'port-bar');
      row.append('line').attr('class', 'fabric-mark');
      row.append('text').attr('class', 'blade-caption').attr('x', 0);
      return row;
    });

  rows
    .attr('transform', (row) => `translate(0,${row.y})`)
    .attr('data-blade-id', (row) => row.id)
    .attr('data-oversubscribed', (row) => String(row.oversubscribed))
    .attr('data-live-overload', (row) => String(row.liveOverload));

  rows.select<SVGTextElement>('text.blade-label').text((row) => row.label);
  rows
    .select<SVGTextElement>('text.blade-ratio')
    .attr('x', layout.width - g.right)
    .attr('y', g.labelHeight - 4)
    .text((row) => row.ratioText);
  rows
    .select<SVGTextElement>('text.bar-name-ports')
    .attr('y', (row) => row.portBar.y + g.barHeight - 1);
  rows.select<SVGTextElement>('text.bar-name-live').attr('y', (row) => row.liveY + g.barHeight - 1);
  rows
    .select<SVGRectElement>('rect.bar-track-ports')
    .attr('x', (row) => row.track.x)
    .attr('y', (row) => row.portBar.y)
    .attr('width', (row) => row.track.width)
    .attr('height', g.barHeight)
    .attr('fill', BLADE_BAR_STYLES.track.fill);
  rows
    .select<SVGRectElement>('rect.bar-track-live')
    .attr('x', (row) => row.track.x)
    .attr('y', (row) => row.liveY)
    .attr('width', (row) => row.track.width)
    .attr('height', g.barHeight)
    .attr('fill', BLADE_BAR_STYLES.track.fill);
  rows
    .select<SVGRectElement>('rect.port-bar')
    .attr('x', (row) => row.portBar.x)
    .attr('y', (row) => row.portBar.y)
    .attr('width', (row) => row.portBar.width)
    .attr('height', (row) => row.portBar.height)
    .attr('fill', (row) => row.portFill)
    .attr('data-clipped', (row) => String(row.portBar.clipped));

  rows
    .selectAll<SVGRectElement, BladeBarRow>('rect.live-bar')
    .data((row) => (row.liveBar === undefined ? [] : [row]))
    .join((enter) => enter.insert('rect', 'line.fabric-mark').attr('class', 'live-bar'))
    .attr('x', (row) => row.liveBar?.x ?? 0)
    .attr('y', (row) => row.liveBar?.y ?? 0)
    .attr('width', (row) => row.liveBar?.width ?? 0)
    .attr('height', (row) => row.liveBar?.height ?? 0)
    .attr('fill', (row) => row.liveFill)
    .attr('data-clipped', (row) => String(row.liveBar?.clipped ?? false));

  rows
    .select<SVGLineElement>('line.fabric-mark')
    .attr('x1', (row) => row.fabricX)
    .attr('x2', (row) => row.fabricX)
    .attr('y1', (row) => row.portBar.y - 2)
    .attr('y2', (row) => row.liveY + g.barHeight + 2)
    .attr('stroke', BLADE_BAR_STYLES.fabric.stroke)
    .attr('stroke-width', 2);
  rows
    .select<SVGTextElement>('text.blade-caption')
    .attr('y', (row) => row.liveY + g.barHeight + g.captionHeight - 2)
    .text((row) => row.caption);
}
