import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nats-server (2.9 on bookworm), or TIERMAP_TEST_NATS_SERVER. */
export const NATS_SERVER = process.env.TIERMAP_TEST_NATS_SERVER ?? '/usr/sbin/nats-server';

/** A free loopback port, picked by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface TestNats {
  url: string;
  port: number;
  /** Kills the server (SIGKILL by default) and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port with the same store directory. */
  restart(): Promise<void>;
  /** Stops it and removes its store directory. */
  stop(): Promise<void>;
}

/**
 * A nats-server with JetStream on a free loopback port and its own store directory, for tests
 * (h41's starter; the lead folds it into test-support/nats.ts).
 */
export async function startTestNats(extraArgs: readonly string[] = []): Promise<TestNats> {
  const port = await freePort();
  const storeDir = mkdtempSync(path.join(tmpdir(), 'tiermap-nats-'));
  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn(
      NATS_SERVER,
      ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir, ...extraArgs],
      { stdio: 'ignore' },
    );
    child = started;
    // Bounded: 300 tries 100 ms apart.
    for (let i = 0; i < 300; i += 1) {
      if (started.exitCode !== null) throw new Error(`nats-server exited (${started.exitCode})`);
      if (await accepts(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    started.kill('SIGKILL');
    throw new Error(`nats-server did not listen on ${port}`);
  };
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  };
  await launch();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    kill,
    restart: launch,
    async stop() {
      await kill('SIGTERM');
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
