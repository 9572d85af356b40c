// The entry of a parse worker thread: runs each job it is sent, one at a time, and posts the
// answer (or the typed error the job threw) back with the job's number.
import { parentPort } from 'node:worker_threads';
import { jobErrorData } from './job-errors.js';
import { PARSE_JOBS, type ParseJobName } from './jobs.js';

parentPort?.on(
  'message',
  ({ id, name, input }: { id: number; name: ParseJobName; input: never }) => {
    try {
      const value: unknown = PARSE_JOBS[name](input);
      parentPort?.postMessage({ id, ok: true, value });
    } catch (error) {
      parentPort?.postMessage({ id, ok: false, error: jobErrorData(error) });
    }
  },
);
