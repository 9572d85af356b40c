import { describe, expect, it } from 'vitest';
import { queries, queryKeys, TOPOLOGY_RETRY_MS } from './queries.js';
import { QUERY_ROOTS } from './query-roots.js';
import { CONFIG_MAX_ATTEMPTS, CONFIG_RETRY_MS } from './served-config.js';

/** Every read with sample arguments, by name: the key factory's and the options' alike. */
const SAMPLES = {
  topology: [],
  config: [],
  session: [],
  tokens: [],
  incidentList: [100],
  incident: ['inc-1'],
  openIncidents: [],
  shared: [['FZK', 'IN2P3']],
  hotspots: [],
  whatIf: [['geant-par', 'geant-mil-par']],
  router: ['r1'],
  link: ['l1'],
  linkSeries: ['l1', 'day'],
  paths: ['FZK'],
  pathHealth: [],
  maintenance: [],
  carriers: [],
  uploads: ['geant'],
  tcp: [4_194_304],
  topologyReport: [],
  incidentReport: ['inc-1'],
} as const satisfies Record<keyof typeof queries, readonly unknown[]>;

type Read = (...args: readonly unknown[]) => { queryKey: readonly unknown[] };
type Key = (...args: readonly unknown[]) => readonly unknown[];
const call = (table: object, name: string): Read => (table as Record<string, Read>)[name] as Read;
const keyOf = (name: string, args: readonly unknown[]): readonly unknown[] =>
  ((queryKeys as unknown as Record<string, Key>)[name] as Key)(...args);

describe('the web app server reads, declared once per query key', () => {
  it('has a key and options for every read, the options under the factory key', () => {
    expect(Object.keys(queries).sort()).toEqual(Object.keys(queryKeys).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(queries).sort());
    for (const [name, args] of Object.entries(SAMPLES)) {
      const key = keyOf(name, args);
      expect(call(queries, name)(...args).queryKey, name).toEqual(key);
    }
  });

  it('starts every key with a root from QUERY_ROOTS, so a change event or mutation reaches it', () => {
    const roots: readonly string[] = QUERY_ROOTS;
    for (const [name, args] of Object.entries(SAMPLES)) {
      const key = keyOf(name, args);
      expect(roots, `${name}: ${JSON.stringify(key)}`).toContain(key[0]);
    }
  });

  it('gives different arguments different keys under the same root', () => {
    expect(queryKeys.router('r1')).not.toEqual(queryKeys.router('r2'));
    expect(queryKeys.shared(['FZK', 'IN2P3'])).not.toEqual(queryKeys.shared(['FZK']));
    expect(queryKeys.tcp(1)).not.toEqual(queryKeys.tcp(2));
    expect(queryKeys.incident('a')[0]).toBe(queryKeys.openIncidents()[0]);
  });

  it('retries the topology every 10 s without end and the config a bounded number of times', () => {
    const topology = queries.topology();
    expect([topology.retry, topology.retryDelay, TOPOLOGY_RETRY_MS]).toEqual([
      true,
      TOPOLOGY_RETRY_MS,
      10_000,
    ]);
    const config = queries.config();
    expect([config.retry, config.retryDelay]).toEqual([CONFIG_MAX_ATTEMPTS - 1, CONFIG_RETRY_MS]);
  });

  it('polls on time only what the live stream does not announce', () => {
    const polled = Object.entries(SAMPLES)
      .filter(([name, args]) => {
        const options = call(queries, name)(...args) as { refetchInterval?: unknown };
        return options.refetchInterval !== undefined;
      })
      .map(([name]) => name)
      .sort();
    expect(polled).toEqual([
      'hotspots',
      'incident',
      'incidentList',
      'linkSeries',
      'openIncidents',
      'pathHealth',
      'router',
      'session',
      'tcp',
      // The what-if's landing load is judged against the live load now.
      'whatIf',
    ]);
  });
});
