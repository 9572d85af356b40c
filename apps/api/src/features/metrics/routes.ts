import { contract } from '@tiermap/contract';
import {
  SERIES_RANGES,
  seriesRangeWindow,
  type IngestResult,
  type LinkSeries,
} from '@tiermap/domain';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { Reply, type RouteTable } from '../../http/route-table.js';
import { defaultStepMs, linkSeries, MAX_SERIES_POINTS } from './link-series.js';
import type { MetricsRuntime } from './runtime.js';

/** 200 when every line or sample was taken, 400 naming each one that was not. */
function ingestReply(result: IngestResult): IngestResult | Reply<IngestResult> {
  return result.rejected > 0 ? new Reply(400, result) : result;
}

export function addMetricsRoutes(
  table: RouteTable,
  metrics: MetricsRuntime,
  now: () => number,
): void {
  for (const spec of [contract.metrics.write, contract.metrics.writeV2]) {
    table.add(spec, ({ query, body }) =>
      Promise.resolve(ingestReply(metrics.ingest.writeLineProtocol(body, query.precision))),
    );
  }
  table.add(contract.metrics.gnmicEvents, ({ body }) =>
    Promise.resolve(ingestReply(metrics.ingest.writeGnmicEvents(body))),
  );
  table.add(contract.metrics.samples, ({ body }) =>
    Promise.resolve(ingestReply(metrics.ingest.writeSamples(body.samples))),
  );
  table.add(contract.metrics.unmapped, ({ query }) =>
    Promise.resolve(metrics.unmapped.report(query.limit)),
  );
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
