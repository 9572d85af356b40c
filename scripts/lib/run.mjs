// Small helpers for the set-up scripts: run a command, stream its output, fail clearly.
import { spawn } from 'node:child_process';
import { Transform } from 'node:stream';

/**
 * A stream that puts `prefix` before every line passing through it.
 * @param {string} prefix
 */
export function prefixLines(prefix) {
  let partial = '';
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (partial + String(chunk)).split('\n');
      partial = lines.pop() ?? '';
      done(null, lines.map((line) => `${prefix}${line}\n`).join(''));
    },
    flush(done) {
      done(null, partial === '' ? '' : `${prefix}${partial}\n`);
    },
  });
}

/**
 * Runs a command with inherited output. Resolves on exit code 0, rejects with an Error that
 * names the command and its exit code otherwise.
 * With `prefix`, every line it prints is passed on with that prefix in front: a tool's own
 * closing banner (schemathesis prints pytest's "=== 2 warnings in 63.90s ===") then cannot be
 * read as the closing line of the whole run.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean, prefix?: string }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const piped = options.quiet === true || options.prefix !== undefined;
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (options.quiet) {
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
    } else if (options.prefix !== undefined) {
      const prefix = options.prefix;
      child.stdout?.pipe(prefixLines(prefix)).pipe(process.stdout, { end: false });
      child.stderr?.pipe(prefixLines(prefix)).pipe(process.stderr, { end: false });
    }
    child.on('error', (error) => reject(new Error(`could not run ${command}: ${error.message}`)));
    // With a prefix, 'close': it fires once the child's output has all been passed on.
    child.on(options.prefix === undefined ? 'exit' : 'close', (code, signal) => {
      if (code === 0) {
        resolve();
      } else {
        const tail = output.trim().split('\n').slice(-30).join('\n');
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})${tail ? `\n${tail}` : ''}`,
          ),
        );
      }
    });
  });
}

/**
 * Runs a command and resolves with its trimmed stdout, or undefined if it cannot run or fails.
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<string | undefined>}
 */
export function capture(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', () => resolve(undefined));
    child.on('exit', (code) => resolve(code === 0 ? output.trim() : undefined));
  });
}

/** @param {string} message */
export function log(message) {
  process.stdout.write(`[tiermap] ${message}\n`);
}
