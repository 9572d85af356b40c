import {
  CAPACITY_WIDTHS,
  NO_DATA_STYLE,
  RATE_BANDS,
  STALE_STYLE,
  TIER_STYLES,
  UTILIZATION_BANDS,
  capacityWidth,
  type LoadScale,
} from '../../viz/scales.js';
import {
  HIGHLIGHT_STYLE,
  MAINTENANCE_STYLE,
  PATH_STATUS_FILL,
  PATH_STATUS_LEGEND,
  SUSPECT_STYLE,
  type LineCasing,
} from '../../viz/map-style.js';

/** A short stroke in the legend, drawn like the map draws links (over its casing on paper). */
function LineSwatch({
  stroke,
  width,
  dash,
  casing = null,
}: {
  stroke: string;
  width: number;
  dash?: string;
  casing?: LineCasing | null;
}) {
  return (
    <svg width="30" height="12" aria-hidden="true">
      {casing !== null && (
        <line
          x1="2"
          y1="6"
          x2="28"
          y2="6"
          stroke={casing.stroke}
          strokeWidth={width + 2 * casing.px}
          strokeDasharray={dash}
        />
      )}
      <line
        x1="2"
        y1="6"
        x2="28"
        y2="6"
        stroke={stroke}
        strokeWidth={width}
        strokeDasharray={dash}
      />
    </svg>
  );
}

/** A short stroke on a bright outline, as the map draws an emphasised link. */
function OutlinedSwatch({ outline }: { outline: string }) {
  return (
    <svg width="30" height="12" aria-hidden="true">
      <line x1="3" y1="6" x2="27" y2="6" stroke={outline} strokeWidth="8" strokeLinecap="round" />
      <line x1="3" y1="6" x2="27" y2="6" stroke={UTILIZATION_BANDS[2]?.stroke} strokeWidth="4" />
    </svg>
  );
}

/** A site marker as the map draws it: its fill and a dark rim. */
function MarkerSwatch({ fill }: { fill: string }) {
  return (
    <svg width="30" height="22" aria-hidden="true">
      <circle cx="15" cy="11" r="6" fill={fill} stroke="#0b1220" strokeWidth="1.5" />
    </svg>
  );
}

/** The legend, drawn from the same scale and style data as the map, so the two cannot disagree. */
export function Legend({
  scale,
  onScale,
  casing = null,
}: {
  scale: LoadScale;
  /** Offers the switch between the scales; a printed legend has none. */
  onScale?: ((scale: LoadScale) => void) | undefined;
  /** The casing the map draws under its lines (`ThemeStyle.casing`): set on paper. */
  casing?: LineCasing | null | undefined;
}) {
  const bands = scale === 'utilization' ? UTILIZATION_BANDS : RATE_BANDS;
  return (
    <aside className="legend" aria-label="Legend">
      <h2>Live load, per direction</h2>
      {onScale !== undefined && (
        <div className="scale-switch" role="group" aria-label="Load scale">
          <button
            type="button"
            aria-pressed={scale === 'utilization'}
            onClick={() => onScale('utilization')}
          >
            % of capacity
          </button>
          <button type="button" aria-pressed={scale === 'rate'} onClick={() => onScale('rate')}>
            Gb/s
          </button>
        </div>
      )}
      <p className="legend-note">
        Each link is two half-arrows: A to Z from its A end, Z to A from its Z end.
      </p>
      <ul>
        {bands.map((band) => (
          <li key={band.label}>
            <LineSwatch stroke={band.stroke} width={4} casing={casing} />
            {band.label}
          </li>
        ))}
        <li>
          <LineSwatch
            stroke={STALE_STYLE.stroke}
            width={4}
            dash={STALE_STYLE.dash}
            casing={casing}
          />
          {STALE_STYLE.label}
        </li>
        <li>
          <svg width="30" height="12" aria-hidden="true">
            <circle cx="15" cy="6" r="4" className="error-ring" />
          </svg>
          errors or discards
        </li>
        <li>
          <LineSwatch
            stroke={MAINTENANCE_STYLE.stroke}
            width={4}
            dash={MAINTENANCE_STYLE.dash}
            casing={casing}
          />
          {MAINTENANCE_STYLE.label}
        </li>
        <li>
          <LineSwatch
            stroke={NO_DATA_STYLE.stroke}
            width={3}
            dash={NO_DATA_STYLE.dash}
            casing={casing}
          />
          {NO_DATA_STYLE.label}
        </li>
      </ul>
      <h2>Selection</h2>
      <ul>
        <li>
          <OutlinedSwatch outline={HIGHLIGHT_STYLE.outline} />
          {HIGHLIGHT_STYLE.label} (the rest faded)
        </li>
        <li>
          <OutlinedSwatch outline={HIGHLIGHT_STYLE.selectedRing} />
          {HIGHLIGHT_STYLE.selectedLabel}
        </li>
        <li>
          <svg width="30" height="20" aria-hidden="true">
            <circle cx="15" cy="10" r="8" fill={HIGHLIGHT_STYLE.badgeFill} stroke="#0b1220" />
            <text
              x="15"
              y="10"
              dy="0.35em"
              textAnchor="middle"
              fontSize="10"
              fontWeight="700"
              fill={HIGHLIGHT_STYLE.badgeText}
            >
              1
            </text>
          </svg>
          {HIGHLIGHT_STYLE.rankLabel}
        </li>
        <li>
          <svg width="30" height="20" aria-hidden="true">
            <line
              x1="3"
              y1="10"
              x2="27"
              y2="10"
              stroke={SUSPECT_STYLE.stroke}
              strokeOpacity={SUSPECT_STYLE.opacity}
              strokeWidth={4 + 2 * SUSPECT_STYLE.bandPx}
              strokeLinecap="round"
            />
            <line
              x1="3"
              y1="10"
              x2="27"
              y2="10"
              stroke={UTILIZATION_BANDS[2]?.stroke}
              strokeWidth="4"
            />
          </svg>
          {SUSPECT_STYLE.label}
        </li>
      </ul>
      <h2>Sites, by their worst path</h2>
      <ul>
        {PATH_STATUS_LEGEND.map(({ status, label }) => (
          <li key={status}>
            <MarkerSwatch fill={PATH_STATUS_FILL[status]} />
            {label}
          </li>
        ))}
      </ul>
      <p className="legend-note">
        Without path status (no incident engine) sites are filled by their tier, below.
      </p>
      <h2>Topology</h2>
      <ul>
        {TIER_STYLES.map((s) => (
          <li key={s.tier}>
            <svg width="22" height="22" aria-hidden="true">
              <circle cx="11" cy="11" r={s.radius} fill={s.fill} />
            </svg>
            {s.label}
          </li>
        ))}
        <li>
          <svg width="22" height="22" aria-hidden="true">
            <circle cx="11" cy="11" r="3.5" className="router-dot" />
          </svg>
          carrier router
        </li>
        {CAPACITY_WIDTHS.map((c) => (
          <li key={c.label}>
            <LineSwatch
              stroke={NO_DATA_STYLE.stroke}
              width={capacityWidth(c.capacityBps)}
              casing={casing}
            />
            {c.label}
          </li>
        ))}
      </ul>
      <p className="legend-note">
        How many site paths share a link is in its tooltip and panel, not in its colour.
      </p>
    </aside>
  );
}
