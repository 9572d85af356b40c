import { CAPACITY_WIDTHS, SHARING_STYLES, TIER_STYLES, capacityWidth } from '../../viz/scales.js';

/** The legend, drawn from the same scale data as the map. */
export function Legend() {
  return (
    <aside className="legend" aria-label="Legend">
      <h2>Legend</h2>
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
        {SHARING_STYLES.slice(1).map((s) => (
          <li key={s.label}>
            <svg width="30" height="12" aria-hidden="true">
              <line x1="2" y1="6" x2="28" y2="6" stroke={s.stroke} strokeWidth="3" />
            </svg>
            link {s.label}
          </li>
        ))}
        {CAPACITY_WIDTHS.map((c) => (
          <li key={c.label}>
            <svg width="30" height="12" aria-hidden="true">
              <line
                x1="2"
                y1="6"
                x2="28"
                y2="6"
                stroke="#94a3b8"
                strokeWidth={capacityWidth(c.capacityBps)}
              />
            </svg>
            {c.label}
          </li>
        ))}
        <li>
          <svg width="30" height="12" aria-hidden="true">
            <line
              x1="2"
              y1="6"
              x2="28"
              y2="6"
              stroke="#94a3b8"
              strokeWidth="2"
              strokeDasharray="6 2"
            />
          </svg>
          trunk member
        </li>
      </ul>
    </aside>
  );
}
