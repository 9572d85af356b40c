import type { LiveStatus } from '../../api/live.js';
import type { LiveBusState } from '@tiermap/domain';
import { partialFeedText, type Freshness } from './live-model.js';
import { openIncidentText } from './OpenIncidentCount.js';

const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/**
 * Says how current the live data is, whether it is partial (the API instance cut off from the
 * others) and whether an incident is open. Red when the connection is lost, the newest sample
 * is old, the feed is partial or an incident is open: a screen must never look fine when its
 * data is stale or a path is bad.
 */
export function FreshnessBanner({
  status,
  fresh,
  openIncidents = 0,
  bus,
}: {
  status: LiveStatus;
  fresh: Freshness;
  /** Open incidents now (0 when none or not known). */
  openIncidents?: number;
  /** The live stream's `bus` state; undefined from an API process alone. */
  bus?: LiveBusState | undefined;
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
  const partial = partialFeedText(bus);
  if (partial !== undefined) text = `Live feed partial: ${partial}. ${text}`;
  if (openIncidents > 0) text = `${openIncidentText(openIncidents)}: see Incidents. ${text}`;
  const red = fresh.stale || openIncidents > 0 || partial !== undefined;
  return (
    <p
      className={`freshness ${red ? 'stale' : 'fresh'}`}
      data-incidents={openIncidents}
      data-partial={String(partial !== undefined)}
      role="status"
      aria-live="polite"
      data-testid="freshness"
    >
      {text}
    </p>
  );
}
