import type { LiveStatus } from '../../api/live.js';
import type { Freshness } from './live-model.js';

const time = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/**
 * Says how current the live data is. Red when the connection is lost or the newest sample is
 * old: a screen must never look fine when its data is stale.
 */
export function FreshnessBanner({ status, fresh }: { status: LiveStatus; fresh: Freshness }) {
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
  return (
    <p
      className={`freshness ${fresh.stale ? 'stale' : 'fresh'}`}
      role="status"
      aria-live="polite"
      data-testid="freshness"
    >
      {text}
    </p>
  );
}
