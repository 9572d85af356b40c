import type { ServedConfig } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_MAX_ATTEMPTS,
  CONFIG_UNTIL_LOADED,
  createServedConfigStore,
} from './served-config.js';

const SERVED: ServedConfig = {
  thresholds: { lossProblemRatio: 0.05, lossOutageRatio: 1, utilizationCongested: 0.8 },
  staleAfterMs: 45_000,
  diagnosisIntervalMs: 10_000,
  evaluationStaleAfterMs: 60_000,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('served config store', () => {
  it('serves the defaults until the server answers, then what it answered, asking once', async () => {
    let asked = 0;
    const store = createServedConfigStore(() => {
      asked += 1;
      return Promise.resolve(SERVED);
    });
    expect(store.current()).toBe(CONFIG_UNTIL_LOADED);
    let told = 0;
    store.subscribe(() => (told += 1));
    store.subscribe(() => (told += 1));
    await settle();
    expect(store.current()).toEqual(SERVED);
    expect(store.loaded()).toBe(true);
    expect([asked, told]).toEqual([1, 2]);
  });

  it('keeps the defaults while the server fails and asks again a bounded number of times', async () => {
    let asked = 0;
    const retries: Array<() => void> = [];
    const store = createServedConfigStore(
      () => {
        asked += 1;
        return Promise.reject(new Error('Failed to fetch'));
      },
      (retry) => retries.push(retry),
    );
    store.subscribe(() => undefined);
    for (let i = 0; i < CONFIG_MAX_ATTEMPTS + 5; i += 1) {
      await settle();
      retries.shift()?.();
    }
    await settle();
    expect(asked).toBe(CONFIG_MAX_ATTEMPTS);
    expect(store.current()).toBe(CONFIG_UNTIL_LOADED);
    expect(store.loaded()).toBe(false);
  });
});
