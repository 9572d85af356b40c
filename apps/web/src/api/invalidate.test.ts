import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { invalidateRoots } from './invalidate.js';

/** A query client with shown (observed) queries whose answers count the requests made. */
function shownQueries(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const asked = new Map<string, number>();
  const stops = keys.map((queryKey) => {
    const name = JSON.stringify(queryKey);
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: () => {
        asked.set(name, (asked.get(name) ?? 0) + 1);
        return Promise.resolve(asked.get(name));
      },
    });
    return observer.subscribe(() => undefined);
  });
  const settled = async () => {
    // Each first fetch has been started by its observer: wait for all of them to answer.
    await Promise.all(keys.map((queryKey) => client.fetchQuery({ queryKey, staleTime: Infinity })));
  };
  const count = (queryKey: readonly unknown[]) => asked.get(JSON.stringify(queryKey)) ?? 0;
  return { client, count, settled, stop: () => stops.forEach((stop) => stop()) };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('invalidating query roots', () => {
  it("asks the 'incidents' queries again and not the topology", async () => {
    const shown = shownQueries([
      ['topology'],
      ['incidents', 'open'],
      ['incidents', 'list', { limit: 100 }],
      ['shared', 'FZK,IN2P3'],
    ]);
    stop = shown.stop;
    await shown.settled();

    await invalidateRoots(shown.client, ['incidents']);

    expect(shown.count(['topology'])).toBe(1);
    expect(shown.count(['incidents', 'open'])).toBe(2);
    expect(shown.count(['incidents', 'list', { limit: 100 }])).toBe(2);
    expect(shown.count(['shared', 'FZK,IN2P3'])).toBe(1);
  });

  it('asks every query under each root named, once each', async () => {
    const shown = shownQueries([['topology'], ['maintenance'], ['router', 'r1'], ['tcp', 1]]);
    stop = shown.stop;
    await shown.settled();

    await invalidateRoots(shown.client, ['topology', 'maintenance']);

    expect(shown.count(['topology'])).toBe(2);
    expect(shown.count(['maintenance'])).toBe(2);
    expect(shown.count(['router', 'r1'])).toBe(1);
    expect(shown.count(['tcp', 1])).toBe(1);
  });

  it('marks a query no screen shows out of date without asking for it', async () => {
    const shown = shownQueries([['topology']]);
    stop = shown.stop;
    await shown.settled();
    await shown.client.prefetchQuery({ queryKey: ['uploads', 'geant'], queryFn: () => 'v1' });

    await invalidateRoots(shown.client, ['uploads']);

    expect(shown.client.getQueryState(['uploads', 'geant'])?.isInvalidated).toBe(true);
    expect(shown.client.getQueryData(['uploads', 'geant'])).toBe('v1');
    expect(shown.count(['topology'])).toBe(1);
  });
});
