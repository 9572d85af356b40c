import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's net-snmp agent (package `snmpd`), installed by `npm test`'s set-up. */
export const SNMPD = '/usr/sbin/snmpd';

/** The read community the test agent answers; loopback only. */
export const SNMP_COMMUNITY = 'public';

export interface RunningSnmpd {
  /** The UDP port on 127.0.0.1 the agent answers on. */
  port: number;
  /** `127.0.0.1:<port>`, as snmp_exporter's `target` and Telegraf's `agents` name it. */
  target: string;
  stop(): Promise<void>;
}

/** A loopback UDP port nothing is bound to: one the system just handed out and took back. */
export async function freeUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/**
 * Starts the real net-snmp agent on a free loopback UDP port, serving this machine's own IF-MIB
 * (the loopback interface `lo` is ifIndex 1), SNMP v2c with community `public`, in the foreground
 * with its files under `dir`. Waits (at most `readyTimeoutMs`) for the agent to say it runs.
 */
export async function startSnmpd(dir: string, readyTimeoutMs = 30_000): Promise<RunningSnmpd> {
  if (!existsSync(SNMPD)) {
    throw new Error(`${SNMPD} is missing: install Debian's snmpd (npm test does)`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freeUdpPort();
  const target = `127.0.0.1:${port}`;
  const config = path.join(dir, 'snmpd.conf');
  writeFileSync(
    config,
    [
      `agentaddress udp:${target}`,
      `rocommunity ${SNMP_COMMUNITY} 127.0.0.1`,
      `persistentDir ${path.join(dir, 'persistent')}`,
      'sysLocation tiermap integration test',
      'sysContact tiermap',
      '',
    ].join('\n'),
  );
  // -C: only this configuration; -I -smux: no SMUX sub-agents; MIBS empty: the agent needs no
  // MIB files (Debian ships few, and loading them only fills the log).
  const child: ChildProcess = spawn(
    SNMPD,
    ['-f', '-Lo', '-C', '-c', config, '-p', path.join(dir, 'snmpd.pid'), '-I', '-smux'],
    {
      env: { ...process.env, MIBS: '', MIBDIRS: path.join(dir, 'no-mibs') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`snmpd did not start within ${readyTimeoutMs} ms: ${output.slice(-500)}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/NET-SNMP version/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`snmpd exited with ${String(code)}: ${output.slice(-500)}`));
    });
  });
  return {
    port,
    target,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
