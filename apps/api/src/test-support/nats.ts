import { spawn, type ChildProcess } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeTcpPort } from './alertmanager.js';

/** Debian's NATS server (package `nats-server`), installed by `npm test`'s set-up. */
export const NATS_SERVER = process.env.TIERMAP_NATS_SERVER ?? '/usr/sbin/nats-server';

export interface NatsOptions {
  /** JetStream's file store; a fresh temporary folder by default. */
  storeDir?: string;
  /** How long to wait for it to accept connections, each start. */
  readyTimeoutMs?: number;
  /** More arguments for nats-server (e.g. `--user`, `--pass`). */
  extraArgs?: readonly string[];
  /** JetStream on (`-js`, the default) or off, as a server set up without it would run. */
  jetstream?: boolean;
}

export interface RunningNats {
  /** `nats://127.0.0.1:<port>`, for TIERMAP_NATS_URL. */
  url: string;
  port: number;
  storeDir: string;
  /** Its log (stdout and stderr), for a failing test to print. */
  logFile: string;
  /** Stops it (SIGTERM), waits for the exit and removes the store if it made it. */
  stop(): Promise<void>;
  /** Kills it (SIGKILL), as a crash would, and waits for the exit. */
  kill(): Promise<void>;
  /**
   * Starts it again on the same port and store, so JetStream's streams survive; `jetstream`
   * turns JetStream on or off from then on; `wipeStore` starts it with its JetStream data gone,
   * as a server rebuilt on a new disk would.
   */
  restart(options?: { jetstream?: boolean; wipeStore?: boolean }): Promise<void>;
  /** The last lines of its log. */
  logTail(lines?: number): string;
}

/**
 * The real NATS server with JetStream on (`-js -sd <storeDir>`, unless `jetstream: false`) on a
 * free loopback port; waits (bounded) until a client connecting is greeted with an INFO that says
 * JetStream is on (or, with it off, with any INFO).
 */
export async function startNats(options: NatsOptions = {}): Promise<RunningNats> {
  if (!existsSync(NATS_SERVER)) {
    throw new Error(
      `${NATS_SERVER} is missing: install Debian's nats-server (npm test does) or set TIERMAP_NATS_SERVER`,
    );
  }
  const temporary = options.storeDir === undefined;
  const storeDir = options.storeDir ?? mkdtempSync(path.join(tmpdir(), 'tiermap-nats-'));
  mkdirSync(storeDir, { recursive: true });
  const logFile = path.join(storeDir, 'nats-server.log');
  const port = await freeTcpPort();
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  let child: ChildProcess | undefined;
  let jetstream = options.jetstream ?? true;

  const logTail = (lines = 30): string =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : '';

  async function start(): Promise<void> {
    const fd = openSync(logFile, 'a');
    const started = spawn(
      NATS_SERVER,
      [
        ...['-a', '127.0.0.1', '-p', String(port), '-n', 'tiermap-test'],
        ...(jetstream ? ['-js', '-sd', storeDir] : []),
        ...(options.extraArgs ?? []),
      ],
      { stdio: ['ignore', fd, fd] },
    );
    closeSync(fd);
    child = started;
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`nats-server exited (${started.exitCode}):\n${logTail()}`);
      }
      const info = await natsInfo(port);
      if (info !== undefined && (info.jetstream === true || !jetstream)) return;
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(
          `nats-server did not accept connections${jetstream ? ' with JetStream on' : ''} within ${readyTimeoutMs} ms:\n${logTail()}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const running = child;
      if (running === undefined || running.exitCode !== null || running.signalCode !== null) {
        resolve();
        return;
      }
      running.once('exit', () => resolve());
      running.kill(signal);
    });

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    logFile,
    async stop() {
      await end('SIGTERM');
      if (temporary) rmSync(storeDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    async restart(again = {}) {
      await end('SIGTERM');
      if (again.wipeStore === true)
        rmSync(path.join(storeDir, 'jetstream'), { recursive: true, force: true });
      jetstream = again.jetstream ?? jetstream;
      await start();
    },
    logTail,
  };
}

/**
 * The INFO a NATS server greets a new connection with, or undefined when nothing answers on
 * `port` within a second.
 */
export function natsInfo(port: number): Promise<{ jetstream?: boolean } | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (value: { jetstream?: boolean } | undefined) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1_000, () => done(undefined));
    socket.on('error', () => done(undefined));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = /^INFO (\{.*\}) *\r\n/.exec(text);
      if (line === null) return;
      try {
        done(JSON.parse(line[1] ?? '') as { jetstream?: boolean });
      } catch {
        done(undefined);
      }
    });
  });
}
