import {
  SERIES_RANGES,
  type Direction,
  type LinkLiveState,
  type SeriesRange,
} from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { queries } from '../../api/queries.js';
import { fetchedOf } from '../../app/fetched.js';
import { FetchNotice } from '../../app/panel.js';
import {
  DIRECTION_COLOURS,
  FAULT_SERIES,
  drawLinkChart,
  linkChartModel,
  type ChartSize,
  type LinkChartModel,
} from '../../viz/link-chart.js';

const RANGES = Object.keys(SERIES_RANGES) as SeriesRange[];
const RANGE_WORDS: Record<SeriesRange, string> = { hour: 'Hour', day: 'Day', week: 'Week' };

/** The pixel size of an element, followed as it is resized (by the page or by a drag). */
function useElementSize(ref: RefObject<HTMLElement | null>, fallback: ChartSize): ChartSize {
  const [size, setSize] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const height = Math.floor(element.clientHeight);
      if (width > 0 && height > 0) {
        setSize((was) => (was.width === width && was.height === height ? was : { width, height }));
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** One drawing of the chart, filling its box (which the reader may resize). */
function HistoryChart({
  model,
  names,
  range,
  className,
  testId,
  fontPx,
}: {
  model: LinkChartModel | undefined;
  names: Readonly<Record<Direction, string>>;
  range: SeriesRange;
  className: string;
  testId: string;
  fontPx: number;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const size = useElementSize(boxRef, { width: 330, height: 280 });
  useEffect(() => {
    if (svgRef.current !== null && model !== undefined) {
      drawLinkChart(svgRef.current, model, { ...size, fontPx }, names);
    }
  }, [model, size, names, fontPx]);
  return (
    <div ref={boxRef} className={className}>
      <svg
        ref={svgRef}
        className="link-chart"
        role="img"
        aria-label={`Load, errors and discards per direction over the ${SERIES_RANGES[range].label.toLowerCase()}`}
        data-testid={testId}
        data-range={range}
      />
    </div>
  );
}

/**
 * A link's history: the last hour, day or week (from the series route, the live store's newest
 * state at the right edge), the load of both directions over each direction's errors and
 * discards, sharing one time axis. The chart fills the panel's width, its height can be dragged,
 * and "Expand" opens it over the page.
 */
export function LinkHistory({
  linkId,
  names,
  live,
  range,
  onRange,
}: {
  linkId: string;
  /** Each direction as people say it: "GVA to PAR". */
  names: Readonly<Record<Direction, string>>;
  live: Partial<Record<Direction, LinkLiveState>> | undefined;
  range: SeriesRange;
  onRange: (range: SeriesRange) => void;
}) {
  const series = fetchedOf(useQuery(queries.linkSeries(linkId, range)));
  const seriesValue = series.state === 'ready' ? series.value : undefined;
  const model = useMemo(
    () => (seriesValue === undefined ? undefined : linkChartModel(seriesValue, live)),
    [seriesValue, live],
  );
  const [expanded, setExpanded] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (expanded) closeRef.current?.focus();
  }, [expanded]);

  const controls = (
    <div className="chart-controls">
      <div className="chart-ranges" role="group" aria-label="Span of the chart">
        {RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            className={r === range ? 'active' : ''}
            onClick={() => onRange(r)}
          >
            {RANGE_WORDS[r]}
          </button>
        ))}
      </div>
    </div>
  );
  const legend = (
    <p className="chart-legend small">
      <span className="swatch" style={{ background: DIRECTION_COLOURS.AtoZ }} /> {names.AtoZ}{' '}
      <span className="swatch" style={{ background: DIRECTION_COLOURS.ZtoA }} /> {names.ZtoA}{' '}
      {FAULT_SERIES.map((m) => (
        <span key={m.name}>
          <span className="swatch" style={{ background: m.chart.colour }} /> {m.label}{' '}
        </span>
      ))}
      <span className="swatch no-data-swatch" /> no data (not zero) · times UTC
    </p>
  );

  return (
    <div className="link-history" data-testid="link-history">
      <div className="chart-heading">
        <h3>{SERIES_RANGES[range].label}</h3>
        {controls}
        <button
          type="button"
          className="link-button"
          onClick={() => setExpanded(true)}
          aria-haspopup="dialog"
        >
          Expand
        </button>
      </div>
      <FetchNotice
        fetched={series}
        loading="Loading the history…"
        failed="Could not load the history"
      />
      <HistoryChart
        model={model}
        names={names}
        range={range}
        className="chart-box"
        testId="link-chart"
        fontPx={11}
      />
      {legend}
      {expanded && (
        <div
          className="chart-dialog"
          role="dialog"
          aria-modal="true"
          aria-label={`History of ${names.AtoZ}`}
          data-testid="link-chart-dialog"
          onKeyDown={(event) => {
            // Esc closes the large chart only, not the panel behind it.
            if (event.key === 'Escape') {
              event.stopPropagation();
              setExpanded(false);
            }
          }}
        >
          <div className="chart-dialog-body">
            <div className="chart-heading">
              <h3>
                {SERIES_RANGES[range].label} · {names.AtoZ} and back
              </h3>
              {controls}
              <button
                ref={closeRef}
                type="button"
                className="link-button"
                onClick={() => setExpanded(false)}
              >
                Close
              </button>
            </div>
            <HistoryChart
              model={model}
              names={names}
              range={range}
              className="chart-box chart-box-large"
              testId="link-chart-large"
              fontPx={14}
            />
            {legend}
          </div>
        </div>
      )}
    </div>
  );
}
