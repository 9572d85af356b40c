import {
  entityIdSchema,
  ingestResultSchema,
  instantSchema,
  linkLiveStateSchema,
  linkSeriesSchema,
  seriesRangeSchema,
  unmappedSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/** The largest line protocol body, inflated. */
export const LINE_PROTOCOL_LIMIT = '64mb';
/** The largest JSON batch of samples. */
export const SAMPLE_BATCH_LIMIT = '20mb';

/** What every ingest route says of an instance that cannot keep up. */
const OVERLOAD_NOTE =
  ' While the instance runs behind on its own work (with `TIERMAP_INGEST_MAX_LAG_MS` set: its event loop busy and later than that), a write is answered 503 with `Retry-After: 1` before its body is read, and nothing of it is taken: send it again.';

function lineProtocolRoute(path: string, summary: string) {
  return defineRoute({
    method: 'post',
    path,
    access: 'ingest',
    tag: 'metrics',
    summary,
    description:
      'Measurement `interface`, tags `device` (or `agent_host`) and `ifName`, counter fields `ifHCInOctets`, `ifHCOutOctets`, `ifInErrors`, `ifOutErrors`, `ifInDiscards`, `ifOutDiscards`; or gNMI: any other measurement with OpenConfig counter fields (`in-octets`, … from Telegraf `inputs.gnmi`, tags `source` and `name`; `/interfaces/interface/state/counters/in-octets`, … from gnmic, tags `source` and `interface_name`). Counters become rates from consecutive samples (64-bit wrap and resets handled). Malformed lines are listed by line number with a 400 (so are lines dated more than 5 minutes ahead of the server clock or older than the retention window, and out-of-order counter readings), and the valid lines of the same body are still taken. Gzip bodies are accepted.' +
      OVERLOAD_NOTE,
    query: z.object({
      precision: z.enum(['ns', 'us', 'ms', 's']).default('ns'),
      org: z.string().optional(),
      bucket: z.string().optional(),
      db: z.string().optional(),
    }),
    body: z.string().max(64 * 1024 * 1024),
    // Line protocol arrives as text (Telegraf sends it gzipped; the parser inflates it).
    bodyReading: { kind: 'text', limit: LINE_PROTOCOL_LIMIT },
    consumes: ['text/plain'],
    response: ingestResultSchema,
    replies: [400],
  });
}

export const metrics = {
  write: lineProtocolRoute(
    '/write',
    'Take interface counters in InfluxDB line protocol, as Telegraf writes them',
  ),
  writeV2: lineProtocolRoute(
    '/v2/write',
    'The same, at the path Telegraf outputs.influxdb_v2 writes to',
  ),
  gnmicEvents: defineRoute({
    method: 'post',
    path: '/gnmic/events',
    access: 'ingest',
    tag: 'metrics',
    summary: "Take interface counters as gnmic's `event` format output (a JSON array of events)",
    description:
      'gnmic (file or HTTP output, `format: event`): `[{name, timestamp, tags, values}]`, one value per event, `timestamp` in nanoseconds (read without losing digits), counters as numbers or decimal strings. Events with the same subscription, tags and timestamp are one reading. The interface is the `interface_name` tag (or `name`), the device the `source` tag; values are OpenConfig counter paths (`/interfaces/interface/state/counters/in-octets`, `out-octets`, `in-errors`, `out-errors`, `in-discards`, `out-discards`); subinterface counters are ignored. A bad event is named by its path (`events[3].timestamp`) with a 400 and the others are still taken.' +
      OVERLOAD_NOTE,
    body: z.string().max(64 * 1024 * 1024),
    // Read as text: nanosecond timestamps and counter64 values pass 2^53, JSON.parse would
    // round them.
    bodyReading: { kind: 'text', limit: LINE_PROTOCOL_LIMIT },
    consumes: ['application/json'],
    response: ingestResultSchema,
    replies: [400],
  }),
  samples: defineRoute({
    method: 'post',
    path: '/metrics',
    access: 'ingest',
    tag: 'metrics',
    summary: 'Take a JSON batch of rates or counters per link direction',
    description:
      'Each bad sample is named by its path with a 400 (a `ts` more than 5 minutes ahead or older than the retention window, a `bps` above 10 times the link capacity), and the others are still taken.' +
      OVERLOAD_NOTE,
    body: z.strictObject({ samples: z.array(z.unknown()).max(100_000) }),
    // Up to 100,000 samples of about 150 bytes each.
    bodyReading: { kind: 'json', limit: SAMPLE_BATCH_LIMIT },
    response: ingestResultSchema,
    replies: [400],
  }),
  unmapped: defineRoute({
    method: 'get',
    path: '/metrics/unmapped',
    access: 'read',
    tag: 'metrics',
    summary: 'Devices and ports that sent data tiermap could not map to a link end',
    description:
      'The most frequent (device, port) pairs first, at most `limit` (default and at most 1,000). tiermap holds at most 1,000 pairs of names up to 256 characters; when full, the pair seen longest ago is forgotten and counted in `evicted`.',
    query: z.object({
      limit: z.coerce.number().int().min(1).max(1000).default(1000),
    }),
    response: unmappedSchema,
    errors: [400],
  }),
  exposition: defineRoute({
    method: 'get',
    path: '/metrics',
    access: 'read',
    tag: 'metrics',
    summary: 'The live rates in the Prometheus text format, for a Prometheus to scrape',
    description:
      'Prometheus text exposition format 0.0.4. Per link direction (labels `link`, `direction`, `carrier`): `tiermap_link_bits_per_second`, `tiermap_link_in_errors_per_second`, `tiermap_link_out_errors_per_second`, `tiermap_link_in_discards_per_second`, `tiermap_link_out_discards_per_second` and `tiermap_link_utilization_ratio` stamped with the time of their sample (unknown values left out), `tiermap_link_stale`, `tiermap_link_congested`, `tiermap_link_down` (0 or 1) and `tiermap_link_sample_timestamp_seconds` as judged at the scrape; and, for the process itself, `tiermap_live_clients`, `tiermap_live_clients_dropped_total`, `tiermap_ingest_samples_total{result}`, `tiermap_unmapped_samples_total`, `tiermap_unmapped_ports`, and with the ingest gate on (`TIERMAP_INGEST_MAX_LAG_MS`) `tiermap_ingest_requests_refused_total{reason="overloaded"}`, `tiermap_event_loop_lag_seconds` and `tiermap_event_loop_busy_ratio`. Several instances expose the same link series: read one value with `max without(instance) (...)`. See docs/metrics.md, "History out".',
    response: z.string(),
    produces: 'text/plain; version=0.0.4',
  }),
  liveState: defineRoute({
    method: 'get',
    path: '/live/state',
    access: 'read',
    tag: 'metrics',
    summary: 'The live state of every link direction with data, as JSON',
    response: z.object({ tsMs: z.number(), states: z.array(linkLiveStateSchema) }),
  }),
  live: defineRoute({
    method: 'get',
    path: '/live',
    access: 'read',
    tag: 'metrics',
    summary: 'Server-Sent Events: a snapshot of the live state, then coalesced deltas',
    description:
      'Events: `snapshot` ({seq, tsMs, states}), then `delta` with the link directions that changed or turned stale, each at most about once per `TIERMAP_LIVE_INTERVAL_MS` (250 ms by default), and `heartbeat` every 15 s. `changes` ({topologyVersion, incidentsRevision}, no id) after the snapshot and whenever either moved: the graph is read every second, so writes of any API process are seen; a client reloads the topology when `topologyVersion` is above the `version` of its `GET /api/topology`, and the incidents when `incidentsRevision` differs. One event per change, no id, never replayed to a later client (the `ChangeEvent` schemas of @tiermap/domain, data without `kind`): `topology` ({version}) when the topology version moved; `maintenance` ({revision}, opaque) when a window was created, changed or deleted, or opened or ended as its time came; `upload` ({carrierId, version}) when a carrier upload or restore was applied, `version` the id of the version recorded; `incident` ({id, change: opened|updated|resolved, revision}) per incident that changed, `revision` its `updatedAtMs`. They come before the `changes` marks they moved. `bus` ({state: up|down, sinceMs, instanceId}, no id), only from an instance sharing its live state with others over NATS: after the snapshot and whenever it changes; while `down` the stream carries only the samples sent to this instance. Reconnect with `Last-Event-ID` to resume: the same instance sends the deltas missed (within two minutes); with several instances over NATS any instance sends what changed since the position of that event on the shared stream, as one `delta`; otherwise a fresh `snapshot`. A client that falls behind is dropped and should reconnect.',
    response: z.string(),
    produces: 'text/event-stream',
  }),
  linkSeries: defineRoute({
    method: 'get',
    path: '/links/:id/series',
    access: 'read',
    tag: 'metrics',
    summary: 'Rate, utilization and errors of one link per direction over time',
    description:
      '`from` and `to` are epoch milliseconds or ISO 8601 (default: the last hour); `step` in milliseconds (default: about 120 points). Or `range` (`hour`, `day` or `week`) instead of `from`: that span ending at `to` (default: now rounded down to the step), at its step (30 s, 10 min, 1 h; 121, 145 or 169 points per direction). At most 5,000 points. Each point averages the samples in its step; null where there were none (no data, not zero).',
    params: z.strictObject({ id: entityIdSchema }),
    query: z.strictObject({
      from: z.union([z.coerce.number(), z.string()]).pipe(instantSchema).optional(),
      to: z.union([z.coerce.number(), z.string()]).pipe(instantSchema).optional(),
      step: z.coerce.number().int().positive().optional(),
      range: seriesRangeSchema.optional(),
    }),
    response: linkSeriesSchema,
    errors: [400, 404],
  }),
};
