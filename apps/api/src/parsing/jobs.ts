import { topologyImportWrite } from '../features/topology/import-file.js';
import { checkCarrierUpload, type UploadCheckJob } from '../features/uploads/upload-check.js';

/**
 * The work a parse worker does: pure functions of what a request sent (and what the graph
 * holds), each a whole job so only its input and its answer cross between threads.
 */
export const PARSE_JOBS = {
  /**
   * A carrier upload read and checked. An answer that writes nothing (a dry run) comes back as
   * JSON bytes, so a diff of 200,000 ports never becomes objects on the request loop.
   */
  'carrier-upload': (job: UploadCheckJob) => {
    const outcome = checkCarrierUpload(job);
    if (outcome.kind !== 'answer') return outcome;
    return {
      kind: 'answer' as const,
      checksum: outcome.checksum,
      json: new TextEncoder().encode(JSON.stringify(outcome.result)),
    };
  },
  'topology-import': (input: { text: string; contentType: string | undefined }) =>
    topologyImportWrite(input.text, input.contentType),
};

export type ParseJobs = typeof PARSE_JOBS;
export type ParseJobName = keyof ParseJobs;
export type ParseJobInput<K extends ParseJobName> = Parameters<ParseJobs[K]>[0];
export type ParseJobOutput<K extends ParseJobName> = ReturnType<ParseJobs[K]>;
