/** A job run now and then in rounds, one round at a time (a poller of another tool). */
export interface Periodic<T> {
  /** One round now; while a round is under way, that round. */
  runNow: () => Promise<T>;
  /**
   * A round every `intervalMs` until stopped; a round still under way when the next is due is
   * not joined by another: a slow source skips rounds rather than piling them up.
   */
  start: (intervalMs: number) => void;
  /** Stops the rounds and waits for the one under way, if any. */
  stop: () => Promise<void>;
}

/** Runs `round` in rounds; a timed round that fails is given to `onError`. */
export function periodic<T>(
  round: () => Promise<T>,
  onError: (error: unknown) => void,
): Periodic<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  const runNow = (): Promise<T> => {
    running ??= round().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    runNow,
    start: (intervalMs) => {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (running !== undefined) return;
        runNow().catch(onError);
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
