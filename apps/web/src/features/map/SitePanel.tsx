import type { TopologyResponse } from '@tiermap/domain';
import { useMemo } from 'react';
import { siteSummaries } from './site-summary.js';

/** The sites and their paths to CERN: hops each way, RTT, and whether routing is asymmetric. */
export function SitePanel({
  topology,
  onSelectSite,
}: {
  topology: TopologyResponse;
  onSelectSite: (siteId: string) => void;
}) {
  const rows = useMemo(() => siteSummaries(topology), [topology]);
  return (
    <section className="site-panel" aria-label="Sites">
      <h2>Paths from CERN</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Tier</th>
            <th scope="col" title="hops A to Z / Z to A">
              Hops
            </th>
            <th scope="col">RTT</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.siteId} data-site-row={row.siteId}>
              <th scope="row" title={row.name}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onSelectSite(row.siteId)}
                  aria-label={`Show the path of ${row.siteId}`}
                >
                  {row.siteId}
                </button>
              </th>
              <td>{row.tier}</td>
              <td>
                {row.hopsAtoZ}/{row.hopsZtoA}
                {row.asymmetric && (
                  <span className="badge" title="the two directions take different routes">
                    asym
                  </span>
                )}
              </td>
              <td>{row.rttMs === undefined ? '—' : `${row.rttMs.toFixed(0)} ms`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
