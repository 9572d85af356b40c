import type { Logger } from '../../logger.js';
import type { IncidentService } from './service.js';

/** Whether this instance may evaluate now (the diagnosis lease; see lease.ts). */
export interface EvaluationTurn {
  held(): boolean;
}

/** One process alone: it always evaluates. */
const ALWAYS: EvaluationTurn = { held: () => true };

/**
 * Evaluates incidents every `intervalMs` (never two at once; the timer does not keep the process
 * alive), but only while `turn` says this instance holds the diagnosis lease: among several
 * instances one evaluates, and one that lost the lease stops before its next tick. `onWritten` is
 * told after an evaluation that wrote incidents (the live stream then announces them at once).
 * Returns a function that stops it and waits for a running evaluation.
 */
export function startDiagnosisTimer(
  incidents: IncidentService,
  intervalMs: number,
  logger: Logger,
  onWritten: () => void = () => undefined,
  turn: EvaluationTurn = ALWAYS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running !== undefined || !turn.held()) return;
    running = incidents
      .evaluate()
      .then((written) => {
        if (written.length === 0) return;
        logger.debug({ incidents: written.length }, 'incidents evaluated');
        onWritten();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'incident evaluation failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
