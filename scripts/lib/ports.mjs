// Test and bench ports an operator can move, so a second checkout on the same machine does not
// collide with the first.

/**
 * The TCP port in the environment variable `name`, or `fallback` when it is unset or empty.
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name}="${raw}" is not a TCP port (1-65535)`);
  }
  return port;
}
