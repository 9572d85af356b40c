// `node scripts/loaded-test.mjs [--runs N] [-- command ...]`: runs a command (by default
// `npm test` with CI=true) N times in a row (default 1) while one extra process keeps one core
// busy, as the acceptance check for "deterministic on a loaded machine" asks. Prints each run's
// time and exit code; exits non-zero if any run failed. The busy process is this script's own
// child and is stopped when the runs end, or when this script is interrupted.
// Plain Node ESM, no dependencies.
import { spawn } from 'node:child_process';

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const command = dash === -1 ? ['npm', 'test'] : argv.slice(dash + 1);
  let runs = 1;
  for (let i = 0; i < own.length; i += 1) {
    if (own[i] === '--runs') {
      runs = Number(own[i + 1]);
      i += 1;
    } else {
      throw new Error(`unknown option ${own[i]} (usage: --runs N [-- command ...])`);
    }
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number >= 1');
  if (command.length === 0) throw new Error('no command after --');
  return { runs, command };
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, CI: process.env.CI ?? 'true' },
    });
    child.once('error', (error) => resolve({ code: null, error }));
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
}

async function main() {
  const { runs, command } = parseArgs(process.argv.slice(2));
  // One core kept busy for as long as the runs last.
  const busy = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  const stopBusy = () => {
    if (busy.exitCode === null && busy.signalCode === null) busy.kill('SIGKILL');
  };
  process.once('exit', stopBusy);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stopBusy();
      process.exit(130);
    });
  }

  const results = [];
  for (let i = 1; i <= runs; i += 1) {
    process.stdout.write(`[loaded-test] run ${i}/${runs}: ${command.join(' ')} (one core busy)\n`);
    const started = Date.now();
    const { code, signal, error } = await run(command);
    const seconds = (Date.now() - started) / 1000;
    results.push({ ok: code === 0, seconds, code, signal, error });
  }
  stopBusy();

  process.stdout.write('[loaded-test] summary\n');
  results.forEach((r, i) => {
    const how = r.error ? r.error.message : r.signal ? `signal ${r.signal}` : `exit ${r.code}`;
    process.stdout.write(
      `[loaded-test] run ${i + 1}: ${r.ok ? 'ok  ' : 'FAIL'} ${r.seconds.toFixed(0)} s (${how})\n`,
    );
  });
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

main().catch((error) => {
  process.stderr.write(`[loaded-test] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
});
