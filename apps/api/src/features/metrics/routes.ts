import { contract } from '@tiermap/contract';
import {
  SERIES_RANGES,
  seriesRangeWindow,
  type IngestResult,
  type LinkSeries,
} from '@tiermap/domain';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { IngestGate } from '../../http/overload.js';
import { Reply, type RouteOptions, type RouteTable } from '../../http/route-table.js';
import { EXPOSITION_CONTENT_TYPE, exposition } from './exposition.js';
import { defaultStepMs, linkSeries, MAX_SERIES_POINTS } from './link-series.js';
import type { MetricsRuntime } from './runtime.js';

export function addMetricsRoutes(
  table: RouteTable,
  metrics: MetricsRuntime,
  now: () => number,
  gate?: IngestGate,
): void {
  // An overloaded instance refuses writes before reading them (`TIERMAP_INGEST_MAX_LAG_MS`).
  const ingest: RouteOptions = gate === undefined ? {} : { beforeBody: gate.middleware };
  const ingested = { accepted: 0, rejected: 0, unmapped: 0, ignored: 0 };
  /** 200 when every line or sample was taken, 400 naming each one that was not; counted. */
  const ingestReply = (result: IngestResult): IngestResult | Reply<IngestResult> => {
    ingested.accepted += result.accepted;
    ingested.rejected += result.rejected;
    ingested.unmapped += result.unmapped;
    ingested.ignored += result.ignored ?? 0;
    return result.rejected > 0 ? new Reply(400, result) : result;
  };
  for (const spec of [contract.metrics.write, contract.metrics.writeV2]) {
    table.add(
      spec,
      ({ query, body }) =>
        Promise.resolve(ingestReply(metrics.ingest.writeLineProtocol(body, query.precision))),
      ingest,
    );
  }
  table.add(
    contract.metrics.gnmicEvents,
    ({ body }) => Promise.resolve(ingestReply(metrics.ingest.writeGnmicEvents(body))),
    ingest,
  );
  table.add(
    contract.metrics.samples,
    ({ body }) => Promise.resolve(ingestReply(metrics.ingest.writeSamples(body.samples))),
    ingest,
  );
  table.add(contract.metrics.unmapped, ({ query }) =>
    Promise.resolve(metrics.unmapped.report(query.limit)),
  );
  table.add(contract.metrics.exposition, (_input, _req, res) => {
    const carriers = new Map<string, string>();
    for (const row of metrics.linkEnds()) {
      if (row.carrierId !== undefined) carriers.set(row.linkId, row.carrierId);
    }
    const { total, distinct } = metrics.unmapped.report(0);
    const text = exposition({
      states: metrics.liveStates(),
      carrierOf: (linkId) => carriers.get(linkId),
      process: {
        liveClients: metrics.hub.clientCount(),
        liveClientsDropped: metrics.hub.stats().dropped,
        ingested: { ...ingested },
        unmapped: { total, distinct },
        ...(gate === undefined ? {} : { overload: gate.figures() }),
      },
    });
    // Written as it is: Express's send would reorder the content type's parameters.
    res.setHeader('content-type', EXPOSITION_CONTENT_TYPE);
    res.setHeader('cache-control', 'no-store');
    res.status(200).end(text);
    return Promise.resolve('');
  });
  table.add(contract.metrics.liveState, () =>
    Promise.resolve({ tsMs: now(), states: metrics.liveStates() }),
  );
  table.add(contract.metrics.live, (_input, req, res) => {
    metrics.hub.attach(req, res);
    return Promise.resolve('');
  });
  table.add(contract.metrics.linkSeries, async ({ params, query }): Promise<LinkSeries> => {
    if (query.range !== undefined && query.from !== undefined) {
      throw new ValidationError('query.range: give range or from, not both', [
        { path: 'query.range', message: 'give range or from, not both' },
      ]);
    }
    const named = query.range === undefined ? undefined : SERIES_RANGES[query.range];
    const toMs =
      query.to ?? (query.range === undefined ? now() : seriesRangeWindow(query.range, now()).toMs);
    const fromMs = query.from ?? toMs - (named?.spanMs ?? 3_600_000);
    if (fromMs >= toMs) {
      throw new ValidationError('query.from: must be before to', [
        { path: 'query.from', message: 'must be before to' },
      ]);
    }
    const stepMs = query.step ?? named?.stepMs ?? defaultStepMs(fromMs, toMs);
    if ((toMs - fromMs) / stepMs > MAX_SERIES_POINTS) {
      throw new ValidationError(`query.step: more than ${MAX_SERIES_POINTS} points`, [
        {
          path: 'query.step',
          message: `gives more than ${MAX_SERIES_POINTS} points; use a larger step`,
        },
      ]);
    }
    const series = await linkSeries(metrics, { linkId: params.id, fromMs, toMs, stepMs });
    if (series === undefined) throw new NotFoundError('Link', params.id);
    return series;
  });
}
