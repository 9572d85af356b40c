import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freeTcpPort } from './alertmanager.js';

/** Debian's HAProxy (package `haproxy`), installed by `npm test`'s set-up. */
export const HAPROXY = process.env.TIERMAP_HAPROXY ?? '/usr/sbin/haproxy';

export interface HaproxyBackend {
  /** The server's name in HAProxy (the instance id, say `api-1`). */
  name: string;
  /** Its host, `127.0.0.1` unless given. */
  host?: string;
  port: number;
}

export interface HaproxyConfigOptions {
  /** What HAProxy listens on, `127.0.0.1:<port>` say. */
  bind: string;
  backends: readonly HaproxyBackend[];
}

/**
 * The HAProxy configuration the cluster test runs in front of the API instances, and
 * docs/operations.md shows word for word (operations-doc.test.ts checks): round robin over the
 * instances, a health check on `/api/health` every 500 ms (two failures take an instance out,
 * one success puts it back; its 503 while Neo4j is down is an answer, not a failure: every
 * instance shares the one Neo4j, and the live view and ingest go on without it; the check waits
 * 3 s, past the health ping's 2 s), a refused connection retried on another instance, no time limit
 * that would cut a quiet `/api/live` stream (the API sends a heartbeat every 15 s; HAProxy
 * streams responses, it does not buffer them), and `balance source` for the collectors' routes
 * (`/api/write`, `/api/v2/write`, `/api/gnmic/events`, `POST /api/metrics`), so that a
 * collector's successive counter readings meet at the same instance.
 */
export function haproxyConfig(options: HaproxyConfigOptions): string {
  const servers = options.backends.map(
    (b) => `  server ${b.name} ${b.host ?? '127.0.0.1'}:${b.port} check`,
  );
  const checks = [
    '  option httpchk GET /api/health',
    '  http-check expect rstatus ^(200|503)$',
    '  timeout check 3s',
    '  default-server inter 500ms fall 2 rise 1',
  ];
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    '  timeout http-request 30s',
    '',
    'frontend tiermap',
    `  bind ${options.bind}`,
    '  option forwardfor',
    '  use_backend tiermap_collectors if { path /api/write /api/v2/write /api/gnmic/events }',
    '  use_backend tiermap_collectors if METH_POST { path /api/metrics }',
    '  default_backend tiermap_api',
    '',
    'backend tiermap_api',
    '  balance roundrobin',
    ...checks,
    ...servers,
    '',
    'backend tiermap_collectors',
    '  balance source',
    ...checks,
    ...servers,
    '',
  ].join('\n');
}

export interface RunningHaproxy {
  /** `http://127.0.0.1:<port>` (no `/api`). */
  url: string;
  port: number;
  configFile: string;
  stop(): Promise<void>;
  /** The last lines of its output. */
  logTail(lines?: number): string;
}

/**
 * The real HAProxy on a free loopback port with `haproxyConfig`, checked first with
 * `haproxy -c -f`; waits (bounded) until it accepts connections.
 */
export async function startHaproxy(options: {
  backends: readonly HaproxyBackend[];
  /** Where its configuration and log go; a fresh temporary folder by default. */
  dir?: string;
  readyTimeoutMs?: number;
}): Promise<RunningHaproxy> {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `${HAPROXY} is missing: install Debian's haproxy (npm test does) or set TIERMAP_HAPROXY`,
    );
  }
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), 'tiermap-haproxy-'));
  const port = await freeTcpPort();
  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({ bind: `127.0.0.1:${port}`, backends: options.backends }),
  );
  const logFile = path.join(dir, 'haproxy.log');
  const logTail = (lines = 30): string =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : '';

  const check = await runToEnd(HAPROXY, ['-c', '-f', configFile]);
  if (check.code !== 0) {
    throw new Error(`haproxy -c rejected ${configFile}:\n${check.output}`);
  }
  const fd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], {
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`haproxy exited (${child.exitCode}):\n${logTail()}`);
    }
    // Any answer (even a 503 while no instance is up yet) shows it listens.
    const listening = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not accept connections in time:\n${logTail()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    configFile,
    logTail,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function runToEnd(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
