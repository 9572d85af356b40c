import type { LiveStatus } from '../../api/live.js';
import type { Freshness } from './live-model.js';
import { openIncidentText } from './OpenIncidentCount.js';

const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/**
 * Says how current the live data is, and whether an incident is open. Red when the connection
 * is lost, the newest sample is old or an incident is open: a screen must never look fine when
 * its data is stale or a path is bad.
 */
export function FreshnessBanner({
  status,
  fresh,
  openIncidents = 0,
}: {
  status: LiveStatus;
  fresh: Freshness;
  /** Open incidents now (0 when none or not known). */
  openIncidents?: number;
}) {
  const newest =
    fresh.newestMs === undefined ? 'no live data yet' : `newest data ${time(fresh.newestMs)} UTC`;
  let text: string;
  if (status === 'lost') {
    text = `Live connection lost, reconnecting; ${newest}`;
  } else if (status === 'connecting') {
    text = `Connecting to live data…; ${newest}`;
  } else if (fresh.stale) {
    text = `Data is stale: ${newest}`;
  } else {
    text = `Live: ${newest}${fresh.staleCount > 0 ? `, ${fresh.staleCount} link directions stale` : ''}`;
  }
  if (openIncidents > 0) text = `${openIncidentText(openIncidents)}: see Incidents. ${text}`;
  return (
    <p
      className={`freshness ${fresh.stale || openIncidents > 0 ? 'stale' : 'fresh'}`}
      data-incidents={openIncidents}
      role="status"
      aria-live="polite"
      data-testid="freshness"
    >
      {text}
    </p>
  );
}
