import { demoTopology } from '@tiermap/graph-schema';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  UnprocessableError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../http/errors.js';
import { checkCarrierUpload } from '../features/uploads/upload-check.js';
import { createParsePool } from './parse-pool.js';

const pool = createParsePool(2);
afterAll(() => pool.close());
const topology = demoTopology();
const geantBlade = topology.blades.find((b) => b.routerId === 'geant-gva')?.id ?? '';

/** What a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

// Each job starts a worker that compiles the sources through tsx: seconds on a busy machine.
describe(
  'the parse pool runs jobs in worker threads (from the TypeScript sources here)',
  { timeout: 60_000 },
  () => {
    it('a port CSV dry run answers the diff as JSON bytes, the same as in-process', async () => {
      // The blade's ports as they are, and one more.
      const rows = topology.ports
        .filter((p) => p.bladeId === geantBlade)
        .map((p) => `${geantBlade},${p.id},${p.name},${p.speedBps}`);
      const text = `bladeId,id,name,speedBps\n${rows.join('\n')}\n${geantBlade},geant-gva:xe-7/0/0,xe-7/0/0,1e10\n`;
      const job = {
        carrierId: 'geant',
        source: { text, format: 'csv' as const },
        topology,
        dryRun: true,
      };
      const outcome = await pool.run('carrier-upload', job);
      if (outcome.kind !== 'answer') throw new Error('a dry run answers');
      const here = checkCarrierUpload(job);
      expect(here.kind === 'answer' && here.result).toEqual(
        JSON.parse(new TextDecoder().decode(outcome.json)),
      );
      expect(outcome.checksum).toBe(here.checksum);
      expect(here.kind === 'answer' && here.result.diff.created).toEqual([
        expect.objectContaining({ kind: 'port', id: 'geant-gva:xe-7/0/0' }),
      ]);
    });

    it('a malformed CSV rejects with the ValidationError (400) and its line, as in-process', async () => {
      const text = 'bladeId,id,name,speedBps\n"unterminated,x,y,1\n';
      const job = {
        carrierId: 'geant',
        source: { text, format: 'csv' as const },
        topology,
        dryRun: true,
      };
      const error = await rejection(pool.run('carrier-upload', job));
      expect(error).toBeInstanceOf(ValidationError);
      const here = await rejection(Promise.resolve().then(() => checkCarrierUpload(job)));
      expect((error as ValidationError).message).toBe((here as ValidationError).message);
      expect((error as ValidationError).errors).toEqual((here as ValidationError).errors);
    });

    it('a CSV row with a bad speed rejects with UnprocessableError (422) naming line and column', async () => {
      const text = `bladeId,id,name,speedBps\n${geantBlade},geant-gva:xe-7/0/0,xe-7/0/0,10G\n`;
      const error = await rejection(
        pool.run('carrier-upload', {
          carrierId: 'geant',
          source: { text, format: 'csv' },
          topology,
          dryRun: true,
        }),
      );
      expect(error).toBeInstanceOf(UnprocessableError);
      expect((error as UnprocessableError).errors).toEqual([
        expect.objectContaining({ path: 'row 2.speedBps', line: 2, column: 4 }),
      ]);
    });

    it('a YAML document of another carrier rejects with ForbiddenError (403) at its line', async () => {
      const text = 'format: tiermap-carrier/1\ncarrier: dfn\n';
      const error = await rejection(
        pool.run('carrier-upload', {
          carrierId: 'geant',
          source: { text, format: 'yaml' },
          topology,
          dryRun: true,
        }),
      );
      expect(error).toBeInstanceOf(ForbiddenError);
      expect((error as ForbiddenError).errors).toEqual([
        { path: 'carrier', line: 2, column: 10, message: 'must be "geant"' },
      ]);
    });

    it('a topology import that is not JSON, or of another type, rejects with 400 and 415', async () => {
      const notJson = await rejection(
        pool.run('topology-import', { text: '{"topology": ', contentType: 'application/json' }),
      );
      expect(notJson).toBeInstanceOf(ValidationError);
      expect((notJson as ValidationError).errors[0]?.path).toBe('body');
      const wrongType = await rejection(
        pool.run('topology-import', { text: 'x', contentType: 'text/plain' }),
      );
      expect(wrongType).toBeInstanceOf(UnsupportedMediaTypeError);
    });

    it('more jobs than workers all finish: the rest wait their turn', async () => {
      const one = createParsePool(1);
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          one.run('topology-import', {
            text: JSON.stringify({ topology: demoTopology() }),
            contentType: 'application/json',
          }),
        ),
      );
      expect(answers.map((write) => write.topology.routers.length)).toEqual(
        Array(3).fill(topology.routers.length),
      );
    });
  },
);
