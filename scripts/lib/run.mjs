// Small helpers for the set-up scripts: run a command, stream its output, fail clearly.
import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output. Resolves on exit code 0, rejects with an Error that
 * names the command and its exit code otherwise.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (options.quiet) {
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => reject(new Error(`could not run ${command}: ${error.message}`)));
    child.on('exit', (code, signal) => {
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
