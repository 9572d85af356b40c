import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Debian's Alertmanager (package `prometheus-alertmanager`), installed by `npm test`'s set-up. */
export const ALERTMANAGER = '/usr/bin/prometheus-alertmanager';

/** A loopback TCP port nothing listens on: one the system just handed out and took back. */
export async function freeTcpPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface AlertmanagerOptions {
  /** tiermap's webhook receiver route, for alerts other than tiermap's own; none by default. */
  webhookUrl?: string;
  /** The bearer token Alertmanager sends to `webhookUrl`. */
  webhookToken?: string;
  /** Alertmanager's `resolve_timeout`. */
  resolveTimeout?: string;
  /** The loopback port to listen on (one `freeTcpPort` gave); a free one by default. */
  port?: number;
}

/**
 * The Alertmanager configuration the tests run (and docs/integrations.md shows): tiermap's own
 * alerts go to a receiver that sends nothing; every other alert, grouped by alertname, device
 * and interface within a second, to tiermap's webhook receiver when one is given.
 */
export function alertmanagerConfig(options: AlertmanagerOptions): string {
  const lines = [
    'global:',
    `  resolve_timeout: ${options.resolveTimeout ?? '5m'}`,
    'route:',
    "  receiver: 'null'",
    '  group_by: [alertname, device, instance, ifName]',
    '  group_wait: 1s',
    '  group_interval: 1s',
    '  repeat_interval: 1h',
  ];
  if (options.webhookUrl !== undefined) {
    lines.push(
      '  routes:',
      '    - receiver: tiermap',
      '      matchers: [\'alertname!="TiermapIncident"\']',
    );
  }
  lines.push('receivers:', "  - name: 'null'");
  if (options.webhookUrl !== undefined) {
    lines.push(
      '  - name: tiermap',
      '    webhook_configs:',
      `      - url: ${options.webhookUrl}`,
      '        send_resolved: true',
    );
    if (options.webhookToken !== undefined) {
      lines.push(
        '        http_config:',
        '          authorization:',
        `            credentials: ${options.webhookToken}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export interface RunningAlertmanager {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Stops it (its alerts stay in `storage.path` for the next start). */
  stop(): Promise<void>;
  /** Starts it again on the same port and storage. */
  start(): Promise<void>;
}

/**
 * Starts the real Alertmanager on a free loopback port with clustering off, its files under
 * `dir`, and waits (at most `readyTimeoutMs`) until `/-/ready` answers.
 */
export async function startAlertmanager(
  dir: string,
  options: AlertmanagerOptions = {},
  readyTimeoutMs = 60_000,
): Promise<RunningAlertmanager> {
  if (!existsSync(ALERTMANAGER)) {
    throw new Error(
      `${ALERTMANAGER} is missing: install Debian's prometheus-alertmanager (npm test does)`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const config = path.join(dir, 'alertmanager.yml');
  writeFileSync(config, alertmanagerConfig(options));
  const port = options.port ?? (await freeTcpPort());
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function start(): Promise<void> {
    output = '';
    const started = spawn(
      ALERTMANAGER,
      [
        `--config.file=${config}`,
        `--storage.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--cluster.listen-address=',
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    started.stdout?.on(
      'data',
      (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)),
    );
    started.stderr?.on(
      'data',
      (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)),
    );
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      if (started.exitCode !== null) {
        throw new Error(`Alertmanager exited with ${started.exitCode}: ${output.slice(-800)}`);
      }
      const ready = await fetch(`${url}/-/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) {
        started.kill('SIGKILL');
        throw new Error(`Alertmanager was not ready within ${readyTimeoutMs} ms: ${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  await start();
  return {
    url,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        const running = child;
        if (running === undefined || running.exitCode !== null) {
          resolve();
          return;
        }
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      }),
  };
}
