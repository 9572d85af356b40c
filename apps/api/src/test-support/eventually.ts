/**
 * Polls `check` every second until it gives a value, at most `attempts` times; then fails with
 * `what` and, if given, `context()` (a server's log, say).
 */
export async function eventually<T>(
  what: string,
  attempts: number,
  check: () => Promise<T | undefined>,
  context?: () => string,
): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const more = context === undefined ? '' : `\n${context()}`;
  throw new Error(`${what}: nothing after ${attempts} attempts${more}`);
}
