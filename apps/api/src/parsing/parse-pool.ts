import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PayloadTooLargeError } from '../http/errors.js';
import { jobError, type JobErrorData } from './job-errors.js';
import type { ParseJobInput, ParseJobName, ParseJobOutput } from './jobs.js';

/**
 * Runs parse jobs (`./jobs.ts`) in worker threads, so reading and checking a large upload
 * never holds up the request loop: `/api/health` and every other request keep answering.
 * At most `size` workers run, one job each at a time; the other jobs wait their turn. Idle
 * workers stay for the next job (a worker starts in about 0.2 s) without keeping the process
 * alive; a worker that dies (out of memory, say) fails its job and is replaced by the next.
 */
export interface ParsePool {
  run<K extends ParseJobName>(name: K, input: ParseJobInput<K>): Promise<ParseJobOutput<K>>;
  /** Stops every worker; jobs still running fail. */
  close(): Promise<void>;
}

/** Jobs running at once by default: one core is left to the request loop, at most two. */
export const DEFAULT_PARSE_WORKERS = Math.min(2, Math.max(1, availableParallelism() - 1));

type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: JobErrorData };

interface Job {
  id: number;
  name: ParseJobName;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createParsePool(size = DEFAULT_PARSE_WORKERS): ParsePool {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let nextId = 1;

  const start = (): Worker => {
    const { entry, eval: isCode, execArgv } = workerEntry();
    const worker = new Worker(entry, { eval: isCode, execArgv });
    worker.on('message', (answer: Answer) => {
      const job = busy.get(worker);
      if (job === undefined || job.id !== answer.id) return;
      busy.delete(worker);
      if (answer.ok) job.resolve(answer.value);
      else job.reject(jobError(answer.error));
      worker.unref();
      idle.push(worker);
      dispatch();
    });
    const gone = (error: Error & { code?: string }) => {
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at !== -1) idle.splice(at, 1);
      job?.reject(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PayloadTooLargeError(
              'the file needs more memory to read than the server allows; split it or send less at once',
            )
          : new Error(`a parse worker failed: ${error.message}`),
      );
      dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => {
      gone(new Error(`the worker stopped (exit code ${code})`));
    });
    return worker;
  };

  const dispatch = () => {
    while (queue.length > 0 && (idle.length > 0 || busy.size < size)) {
      const job = queue.shift();
      if (job === undefined) return;
      const worker = idle.pop() ?? start();
      worker.ref();
      busy.set(worker, job);
      worker.postMessage({ id: job.id, name: job.name, input: job.input });
    }
  };

  return {
    run(name, input) {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, name, input, resolve: resolve as (v: unknown) => void, reject });
        dispatch();
      });
    },
    async close() {
      const all = [...idle, ...busy.keys()];
      idle.length = 0;
      await Promise.all(all.map((worker) => worker.terminate()));
    },
  };
}

let shared: ParsePool | undefined;

/** The pool every service shares unless it is given its own. */
export function defaultParsePool(): ParsePool {
  shared ??= createParsePool();
  return shared;
}

/**
 * The worker's entry beside this file: the built `.js` under `npm start`. When this module runs
 * from its TypeScript source (Vitest), the worker starts from a few lines of JavaScript that
 * register tsx's loader and then import the `.ts` entry, with the `development` condition so
 * workspace packages resolve to their sources as in the tests (Node 20 does not apply an
 * `--import` loader to a worker's own entry).
 */
function workerEntry(): { entry: URL | string; eval: boolean; execArgv: string[] | undefined } {
  if (!import.meta.url.endsWith('.ts')) {
    return {
      entry: new URL('./parse-worker.js', import.meta.url),
      eval: false,
      execArgv: undefined,
    };
  }
  // tsx/esm/api as `import` resolves it (require would give its CommonJS build).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(tsxPackage)).href;
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  return {
    entry: `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    eval: true,
    execArgv: ['--conditions=development'],
  };
}
