import type { ChangeEvent } from '@tiermap/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deliver,
  parseChangeEvent,
  postingHandlers,
  reconnectDelayMs,
  subscribeChanges,
  subscribeLive,
  type LiveHandlers,
} from './live.js';

describe('reconnectDelayMs', () => {
  it('reconnectDelayMs starts at a second and doubles up to half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('messages between the stream worker and the page', () => {
  it('every event posted by the worker reaches the same handler on the page', () => {
    const seen: string[] = [];
    const page = {
      snapshot: (states: unknown[], tsMs: number) => seen.push(`snapshot ${states.length} ${tsMs}`),
      delta: (states: unknown[], tsMs: number) => seen.push(`delta ${states.length} ${tsMs}`),
      alive: (tsMs: number) => seen.push(`alive ${tsMs}`),
      status: (status: string) => seen.push(`status ${status}`),
      changes: (marks: { topologyVersion: number; incidentsRevision: string }) =>
        seen.push(`changes ${marks.topologyVersion} ${marks.incidentsRevision}`),
      bus: (state: { state: string; sinceMs: number; instanceId: string }) =>
        seen.push(`bus ${state.state} ${state.sinceMs} ${state.instanceId}`),
    };
    const worker = postingHandlers((message, transfer) =>
      deliver(page, structuredClone(message, { transfer })),
    );
    worker.status('live');
    worker.snapshot([], 1);
    worker.delta([], 2);
    worker.alive(3);
    worker.changes({ topologyVersion: 7, incidentsRevision: '2-99' });
    worker.bus?.({ state: 'down', sinceMs: 4, instanceId: 'api-2' });
    worker.status('lost');
    expect(seen).toEqual([
      'status live',
      'snapshot 0 1',
      'delta 0 2',
      'alive 3',
      'changes 7 2-99',
      'bus down 4 api-2',
      'status lost',
    ]);
  });
});

describe('change events on the live stream', () => {
  it('parseChangeEvent reads each kind of change event as the API sends it', () => {
    expect(parseChangeEvent('topology', '{"version":43}')).toEqual({
      kind: 'topology',
      version: 43,
    });
    expect(parseChangeEvent('maintenance', '{"revision":"3-9f2c41d07a1be3c0"}')).toEqual({
      kind: 'maintenance',
      revision: '3-9f2c41d07a1be3c0',
    });
    expect(
      parseChangeEvent('incident', '{"id":"inc-1","change":"resolved","revision":1764158400123}'),
    ).toEqual({ kind: 'incident', id: 'inc-1', change: 'resolved', revision: 1764158400123 });
    expect(parseChangeEvent('upload', '{"carrierId":"geant","version":"upl-1"}')).toEqual({
      kind: 'upload',
      carrierId: 'geant',
      version: 'upl-1',
    });
  });

  it('parseChangeEvent ignores unknown events, data that is not JSON and data that does not fit', () => {
    expect(parseChangeEvent('weather', '{"version":1}')).toBeUndefined();
    expect(
      parseChangeEvent('changes', '{"topologyVersion":1,"incidentsRevision":"0-0"}'),
    ).toBeUndefined();
    expect(parseChangeEvent('topology', 'not json')).toBeUndefined();
    expect(parseChangeEvent('topology', '{"version":"43"}')).toBeUndefined();
    expect(
      parseChangeEvent('incident', '{"id":"inc-1","change":"closed","revision":1}'),
    ).toBeUndefined();
  });

  it('a change event posted by the worker reaches the page’s handler and every subscriber', () => {
    const seen: string[] = [];
    const page: LiveHandlers = {
      snapshot: () => undefined,
      delta: () => undefined,
      alive: () => undefined,
      status: () => undefined,
      changes: () => undefined,
      change: (event) => seen.push(`handler ${event.kind}`),
    };
    const unsubscribe = subscribeChanges((event) => seen.push(`subscriber ${event.kind}`));
    const worker = postingHandlers((message, transfer) =>
      deliver(page, structuredClone(message, { transfer })),
    );
    worker.change?.({ kind: 'upload', carrierId: 'geant', version: 'upl-1' });
    unsubscribe();
    worker.change?.({ kind: 'topology', version: 2 });
    expect(seen).toEqual(['handler upload', 'subscriber upload', 'handler topology']);
  });

  describe('read on the page (no worker)', () => {
    /** An EventSource stand-in: the test dispatches named events to what was listened for. */
    class FakeEventSource {
      static CLOSED = 2;
      static last: FakeEventSource | undefined;
      readyState = 1;
      readonly listeners = new Map<string, ((event: { data: string }) => void)[]>();
      constructor(readonly url: string) {
        FakeEventSource.last = this;
      }
      addEventListener(name: string, listener: (event: { data: string }) => void) {
        this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      }
      close() {
        this.readyState = 2;
      }
      emit(name: string, data: string) {
        for (const listener of this.listeners.get(name) ?? []) listener({ data });
      }
    }
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('hands subscribers each change event checked with the domain schemas, and ignores the rest', () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      const marks: unknown[] = [];
      const events: ChangeEvent[] = [];
      const unsubscribe = subscribeChanges((event) => events.push(event));
      const close = subscribeLive({
        snapshot: () => undefined,
        delta: () => undefined,
        alive: () => undefined,
        status: () => undefined,
        changes: (m) => marks.push(m),
      });
      const source = FakeEventSource.last;
      source?.emit('topology', '{"version":43}');
      source?.emit('incident', '{"id":"inc-1","change":"opened"}'); // no revision: ignored
      source?.emit('incident', '{"id":"inc-1","change":"opened","revision":5}');
      source?.emit('weather', '{"version":1}'); // nobody listens for it
      source?.emit('changes', '{"topologyVersion":43,"incidentsRevision":"1-5"}');
      close();
      unsubscribe();
      expect(events).toEqual([
        { kind: 'topology', version: 43 },
        { kind: 'incident', id: 'inc-1', change: 'opened', revision: 5 },
      ]);
      // The marks go on as before.
      expect(marks).toEqual([{ topologyVersion: 43, incidentsRevision: '1-5' }]);
    });

    it('hands the page the live bus’s state checked with the domain schema, and ignores the rest', () => {
      vi.stubGlobal('EventSource', FakeEventSource);
      const states: unknown[] = [];
      const close = subscribeLive({
        snapshot: () => undefined,
        delta: () => undefined,
        alive: () => undefined,
        status: () => undefined,
        changes: () => undefined,
        bus: (state) => states.push(state),
      });
      const source = FakeEventSource.last;
      source?.emit('bus', '{"state":"down","sinceMs":1764414000000,"instanceId":"api-2"}');
      source?.emit('bus', '{"state":"sideways","sinceMs":1,"instanceId":"api-2"}');
      source?.emit('bus', 'not json');
      source?.emit('bus', '{"state":"up","sinceMs":1764414060000,"instanceId":"api-2"}');
      close();
      expect(states).toEqual([
        { state: 'down', sinceMs: 1764414000000, instanceId: 'api-2' },
        { state: 'up', sinceMs: 1764414060000, instanceId: 'api-2' },
      ]);
    });
  });
});
