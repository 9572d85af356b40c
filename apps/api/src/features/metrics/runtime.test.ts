import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { createMemoryBus } from '../live-bus/bus.js';
import { createMetricsRuntime } from './runtime.js';

const T0 = Date.UTC(2026, 10, 29, 12, 0, 0);

/** The runtime's settings; the graph is only written when a test flushes. */
const SETTINGS = {
  retentionMs: 3_600_000,
  maxSamplesPerDirection: 10,
  staleAfterMs: 60_000,
  utilizationCongested: 0.9,
  graphWriteIntervalMs: 3_600_000,
};

/** A graph that records the link ids of every latest-state row written, and reads nothing. */
function recordingGraph(): { graph: Graph; written: string[][] } {
  const written: string[][] = [];
  const tx = {
    run: (_statement: string, params?: { linkIds?: string[] }) => {
      if (params?.linkIds !== undefined) written.at(-1)?.push(...params.linkIds);
      return Promise.resolve({ records: [] });
    },
  } as unknown as ManagedTransaction;
  const graph = {
    read: (work: (t: ManagedTransaction) => Promise<unknown>) => work(tx),
    write: (work: (t: ManagedTransaction) => Promise<unknown>) => {
      written.push([]);
      return work(tx);
    },
  } as unknown as Graph;
  return { graph, written };
}

describe('the latest states written to Neo4j', () => {
  it('among instances sharing live state, only the one that writes them saves the bus snapshot too', async () => {
    const { graph } = recordingGraph();
    let writer = false;
    let saved = 0;
    const bus = {
      ...createMemoryBus(),
      snapshot: (states: () => readonly unknown[]) => {
        saved += states().length > 0 ? 1 : 0;
      },
    };
    const metrics = createMetricsRuntime(graph, pino({ level: 'silent' }), () => T0, {
      ...SETTINGS,
      graphWriteIntervalMs: 10,
      writesLatest: () => writer,
      bus,
    });
    try {
      metrics.store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
      // Rounds go by (each 10 ms): another instance writes, so this one saves nothing.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(saved).toBe(0);
      writer = true;
      await expect.poll(() => saved, { timeout: 30_000 }).toBeGreaterThan(0);
    } finally {
      await metrics.close();
    }
  });

  it('among instances sharing live state, only the one that writes them does; it takes over with every state it holds', async () => {
    const { graph, written } = recordingGraph();
    let writer = false;
    const metrics = createMetricsRuntime(graph, pino({ level: 'silent' }), () => T0, {
      ...SETTINGS,
      writesLatest: () => writer,
    });
    try {
      metrics.store.append([
        { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 },
        { linkId: 'l2', direction: 'ZtoA', tsMs: T0, bps: 2 },
      ]);
      expect(metrics.pendingGraphWrites()).toBe(0);
      await metrics.flushToGraph();
      // Another instance writes them: nothing here, and nothing kept waiting.
      expect(written).toEqual([]);
      expect(metrics.pendingGraphWrites()).toBe(0);

      writer = true;
      metrics.store.append([{ linkId: 'l3', direction: 'AtoZ', tsMs: T0, bps: 3 }]);
      await metrics.flushToGraph();
      // Taking over: every state held, also those that came while another instance wrote.
      expect(written.flat().sort()).toEqual(['l1', 'l2', 'l3']);

      metrics.store.append([{ linkId: 'l2', direction: 'ZtoA', tsMs: T0 + 1000, bps: 4 }]);
      await metrics.flushToGraph();
      // Then only what changed.
      expect(written.at(-1)).toEqual(['l2']);
    } finally {
      await metrics.close();
    }
  });

  it('graph writes count as deferred only once a write failed, not while states wait for the next round', async () => {
    const { graph, written } = recordingGraph();
    let failing = true;
    const flaky = {
      ...graph,
      write: (work: (t: ManagedTransaction) => Promise<unknown>) =>
        failing ? Promise.reject(new Error('the write failed')) : graph.write(work),
    } as unknown as Graph;
    const metrics = createMetricsRuntime(flaky, pino({ level: 'silent' }), () => T0, SETTINGS);
    try {
      metrics.store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
      // Waiting for the next round is the normal state under traffic, not a deferred write.
      expect(metrics.pendingGraphWrites()).toBe(1);
      expect(metrics.graphWritesDeferred()).toBe(false);

      await metrics.flushToGraph();
      expect(metrics.pendingGraphWrites()).toBe(1);
      expect(metrics.graphWritesDeferred()).toBe(true);

      failing = false;
      await metrics.flushToGraph();
      expect(written.flat()).toEqual(['l1']);
      expect(metrics.graphWritesDeferred()).toBe(false);
    } finally {
      await metrics.close();
    }
  });

  it('a process alone (no writesLatest) writes what changed, as before', async () => {
    const { graph, written } = recordingGraph();
    const metrics = createMetricsRuntime(graph, pino({ level: 'silent' }), () => T0, SETTINGS);
    try {
      metrics.store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 1 }]);
      await metrics.flushToGraph();
      expect(written).toEqual([['l1']]);
    } finally {
      await metrics.close();
    }
  });
});

describe('a live reader for the load verdicts', () => {
  it('reads the state’s bit rate and stale flag, without building the state', async () => {
    const { graph } = recordingGraph();
    let nowMs = T0;
    const metrics = createMetricsRuntime(graph, pino({ level: 'silent' }), () => nowMs, SETTINGS);
    try {
      metrics.store.append([
        { linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 5e9 },
        { linkId: 'l2', direction: 'AtoZ', tsMs: T0, errorsPerSec: 3 },
      ]);
      const read = metrics.liveReader();
      expect(read('l1', 'AtoZ')).toEqual({ bps: 5e9, stale: false });
      expect(read('l2', 'AtoZ')).toEqual({ bps: null, stale: false });
      expect(read('l1', 'ZtoA')).toBeUndefined();
      nowMs = T0 + SETTINGS.staleAfterMs + 1;
      expect(metrics.liveReader()('l1', 'AtoZ')).toEqual({ bps: 5e9, stale: true });
      // The same as the whole state says.
      const state = metrics.liveStateOf('l1', 'AtoZ');
      expect(metrics.liveReader()('l1', 'AtoZ')).toEqual({ bps: state?.bps, stale: state?.stale });
    } finally {
      await metrics.close();
    }
  });

  it('judges every reading at the instant it was made, so one answer has one now', async () => {
    const { graph } = recordingGraph();
    let nowMs = T0;
    const metrics = createMetricsRuntime(graph, pino({ level: 'silent' }), () => nowMs, SETTINGS);
    try {
      metrics.store.append([{ linkId: 'l1', direction: 'AtoZ', tsMs: T0, bps: 5e9 }]);
      const read = metrics.liveReader();
      expect(read('l1', 'AtoZ')?.stale).toBe(false);
      // The clock passes the stale age while the answer is being worked out.
      nowMs = T0 + SETTINGS.staleAfterMs + 1;
      expect(read('l1', 'AtoZ')?.stale).toBe(false);
    } finally {
      await metrics.close();
    }
  });
});
