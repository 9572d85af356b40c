import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIngestService, type IngestService } from '../metrics/ingest.js';
import { createLinkMap, type LinkEndsRow } from '../metrics/link-map.js';
import { createMemoryStore } from '../metrics/memory-store.js';
import { createUnmappedRegistry } from '../metrics/unmapped.js';
import { randomSource } from './random.js';
import { createDemoTraffic, DEFAULT_SCENARIO_MS, type DemoTrafficOptions } from './simulator.js';
import { packetsPerSecond, trafficRates } from './traffic-model.js';

const ROWS: LinkEndsRow[] = [
  {
    linkId: 'geant-par-gva',
    capacityBps: 10e9,
    aRouterId: 'geant-par',
    aRouterName: 'GÉANT2 Paris',
    aPortName: 'xe-0/0/0',
    zRouterId: 'geant-gva',
    zRouterName: 'GÉANT2 Geneva',
    zPortName: 'xe-1/2/0',
  },
  {
    linkId: 'geant-gva-fra',
    capacityBps: 10e9,
    aRouterId: 'geant-gva',
    aRouterName: 'GÉANT2 Geneva',
    aPortName: 'xe-1/0/0',
    zRouterId: 'geant-fra',
    zRouterName: 'GÉANT2 Frankfurt',
    zPortName: 'xe-0/0/0',
  },
  {
    linkId: 'janet-lon-rdg-1',
    capacityBps: 1e9,
    aRouterId: 'janet-lon',
    aRouterName: 'SuperJANET5 London',
    aPortName: 'ge-1/0/0',
    zRouterId: 'starlight-chi',
    zRouterName: 'StarLight Chicago',
    zPortName: 'TenGigabitEthernet 1/0',
  },
];
const START = Date.UTC(2026, 2, 17, 14);

/** A simulator over ROWS with a real ingest service and memory store, and a clock we move. */
function setup(overrides: Partial<DemoTrafficOptions> = {}) {
  const clock = { ms: START };
  const now = () => clock.ms;
  const store = createMemoryStore({ retentionMs: 3_600_000, maxSamplesPerDirection: 1000 });
  const linkMap = createLinkMap(ROWS);
  const unmapped = createUnmappedRegistry();
  const ingest = createIngestService({ store, linkMap: () => linkMap, unmapped, now });
  const demo = createDemoTraffic({ ingest, linkEnds: () => ROWS, now, seed: 3, ...overrides });
  const ticks = (count: number) =>
    Array.from({ length: count }, () => {
      clock.ms += 5000;
      return demo.tick();
    });
  return { clock, store, unmapped, demo, ticks };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createDemoTraffic', () => {
  it('tick writes both ends of every link, so after three ticks both directions have rates within capacity', () => {
    const { store, unmapped, ticks } = setup();
    const results = ticks(3);
    for (const result of results) {
      expect(result).toEqual({ accepted: 6, rejected: 0, unmapped: 0, errors: [] });
    }
    expect(unmapped.report().total).toBe(0);
    const expected = trafficRates(ROWS, START + 15_000, randomSource(3));
    for (const row of ROWS) {
      for (const direction of ['AtoZ', 'ZtoA'] as const) {
        const state = store.latestOf(row.linkId, direction);
        const model = expected.find((link) => link.linkId === row.linkId)?.[direction];
        expect(state?.bps).toBeGreaterThan(0);
        expect(state?.bps).toBeLessThanOrEqual(row.capacityBps);
        // The ingest's rate from two counter readings is the model's rate, to within a byte.
        expect(Math.abs((state?.bps ?? 0) - (model?.bps ?? Number.NaN))).toBeLessThan(8 / 5 + 1);
      }
    }
  });

  it('tick writes the same counters for the same seed and clock', () => {
    const bodies = (seed: number) => {
      const written: string[] = [];
      const ingest: IngestService = {
        writeLineProtocol(body) {
          written.push(body);
          return { accepted: 0, rejected: 0, unmapped: 0, errors: [] };
        },
        writeSamples: () => ({ accepted: 0, rejected: 0, unmapped: 0, errors: [] }),
        writeGnmicEvents: () => ({ accepted: 0, rejected: 0, unmapped: 0, errors: [] }),
      };
      setup({ ingest, seed }).ticks(3);
      return written;
    };
    expect(bodies(3)).toEqual(bodies(3));
    expect(bodies(3)).not.toEqual(bodies(4));
    expect(bodies(3)[0]).toContain(
      'interface,device=starlight-chi,ifName=TenGigabitEthernet\\ 1/0 ifHCInOctets=',
    );
  });

  it('with fzk-patch-panel playing, Paris–Geneva shows errors A to Z and none Z to A', () => {
    const { store, demo, ticks } = setup();
    demo.play('fzk-patch-panel');
    ticks(3);
    const lossy = store.latestOf('geant-par-gva', 'AtoZ');
    const clean = store.latestOf('geant-par-gva', 'ZtoA');
    expect(lossy?.bps).toBeLessThanOrEqual(50e6);
    const lossRatio = (lossy?.errorsPerSec ?? 0) / packetsPerSecond(lossy?.bps ?? 1);
    expect(lossRatio).toBeGreaterThan(0.04);
    expect(lossRatio).toBeLessThan(0.06);
    expect(clean?.errorsPerSec).toBe(0);
    expect(clean?.bps).toBeGreaterThan(50e6);
  });

  it('with geant-maintenance playing, the maintenance link sends nothing and the others carry on', () => {
    const { store, demo, ticks } = setup({ maintenanceEquipment: ['geant-par-gva'] });
    ticks(2);
    const before = store.latestOf('geant-par-gva', 'AtoZ')?.tsMs;
    demo.play('geant-maintenance', 60_000);
    ticks(3);
    expect(store.latestOf('geant-par-gva', 'AtoZ')?.tsMs).toBe(before);
    expect(store.latestOf('geant-par-gva', 'ZtoA')?.tsMs).toBe(before);
    expect(store.latestOf('geant-gva-fra', 'AtoZ')?.tsMs).toBe(START + 25_000);
  });

  it('play answers when the scenario ends, and scenarios lists it as playing until then', () => {
    const { clock, demo } = setup();
    expect(demo.play('ral-trunk')).toEqual({
      name: 'ral-trunk',
      untilMs: START + DEFAULT_SCENARIO_MS,
    });
    expect(demo.play('fnal-transatlantic', 1000)).toEqual({
      name: 'fnal-transatlantic',
      untilMs: START + 1000,
    });
    expect(demo.scenarios().map((s) => [s.name, s.untilMs])).toEqual([
      ['fzk-patch-panel', null],
      ['ral-trunk', START + DEFAULT_SCENARIO_MS],
      ['fnal-transatlantic', START + 1000],
      ['geant-maintenance', null],
    ]);
    clock.ms += 1000;
    expect(demo.scenarios().find((s) => s.name === 'fnal-transatlantic')?.untilMs).toBeNull();
    expect(() => demo.play('ral-trunk', 0)).toThrow(RangeError);
  });

  it('start writes at once and then every interval on an unref-ed timer, until stop', () => {
    vi.useFakeTimers();
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const { clock, store, demo } = setup({ intervalMs: 1000 });
    demo.start();
    demo.start();
    // The write at start gives each counter its first reading; rates need a second one.
    expect(store.latestOf('geant-gva-fra', 'AtoZ')).toBeUndefined();
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    clock.ms += 1000;
    vi.advanceTimersByTime(1000);
    expect(store.latestOf('geant-gva-fra', 'AtoZ')?.tsMs).toBe(START + 1000);
    demo.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
