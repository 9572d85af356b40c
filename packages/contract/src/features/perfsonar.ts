import { perfsonarArchiveResultSchema, pschedulerRecordSchema } from '@tiermap/domain';
import { defineRoute } from '../route-spec.js';

const description =
  'A pScheduler HTTP archiver target (`{"archiver": "http", "data": {"schema": 2, "_url": "https://tiermap.example.org/api/perfsonar/archive", "op": "put", "_headers": {"Authorization": "Bearer <ingest token>"}}}`): the body is the record the archiver sends, one test run (`{id, schedule, test: {type, spec}, tool, run, task, participants, result, reference}`) of type `throughput`, `latency`, `latencybg`, `rtt` or `trace`; unknown fields are ignored. Its source and destination hosts (`test.spec.source`, else `participants[0]`, else the host of `run.href`; `test.spec.dest`) are mapped to sites by `TIERMAP_PERFSONAR_HOSTS`, and its loss, throughput, RTT, retransmits or trace hops are filed under that path direction like `POST /api/measurements`. 201 with what was filed; 200 with `failedTest` for a run that did not succeed (kept, not counted as loss); 400 naming the field of a malformed record (`body.result.roundtrips[3].rtt: not an ISO 8601 duration`); 422 naming a host no site lists, or sites with no path between them. One record is filed whole or not at all. Every outcome is listed on `GET /api/health` as integration `perfsonar-archiver`.';

function archiveRoute<M extends 'post' | 'put'>(method: M) {
  return defineRoute({
    method,
    path: '/perfsonar/archive',
    access: 'ingest',
    tag: 'perfsonar',
    summary: `Take one pScheduler result as its HTTP archiver sends it (op ${method})`,
    description,
    body: pschedulerRecordSchema,
    bodyReading: { kind: 'json', limit: '2mb' },
    response: perfsonarArchiveResultSchema,
    status: 201,
    replies: [200],
    errors: [400, 422],
  });
}

export const perfsonar = {
  archivePost: archiveRoute('post'),
  archivePut: archiveRoute('put'),
};
