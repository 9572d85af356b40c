import { afterAll, describe, expect, it } from 'vitest';
import { natsInfo, startNats, type RunningNats } from './nats.js';

describe('startNats (the real nats-server, JetStream on)', () => {
  let nats: RunningNats | undefined;
  afterAll(async () => {
    await nats?.stop();
  });

  it('is up with JetStream on, gone after kill -9, and back on the same port and store after restart', async () => {
    nats = await startNats();
    expect(nats.url).toBe(`nats://127.0.0.1:${nats.port}`);
    expect(await natsInfo(nats.port)).toEqual(expect.objectContaining({ jetstream: true }));

    await nats.kill();
    expect(await natsInfo(nats.port)).toBeUndefined();

    await nats.restart();
    expect(await natsInfo(nats.port)).toEqual(expect.objectContaining({ jetstream: true }));
    expect(nats.logTail(200)).toContain(`Store Directory: "${nats.storeDir}/jetstream"`);
  });
});
