import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshGraph, testGraph } from '../../test-support/graph.js';
import { createIncidentRepository } from './repository.js';

const graph = testGraph();

// With several API instances only the diagnosis lease holder evaluates; a wall served by any
// other instance must still see how recent the evaluation is, or it shows the incidents as out
// of date for good.
describe('the time of the last evaluation, kept in the graph (real Neo4j)', () => {
  beforeAll(async () => {
    await freshGraph(graph);
  });
  afterAll(async () => {
    await graph.close();
  });

  it('is read by every process once one evaluated; a failed evaluation or a change by hand moves it not', async () => {
    const evaluator = createIncidentRepository(graph);
    const other = createIncidentRepository(graph);
    const nothing = () => ({ write: [], result: undefined });
    expect(await other.lastEvaluatedAtMs()).toBeNull();
    await evaluator.updateLocked(nothing, 1_764_460_000_000);
    expect(await other.lastEvaluatedAtMs()).toBe(1_764_460_000_000);
    await evaluator.updateLocked(nothing, 1_764_460_005_000);
    expect(await other.lastEvaluatedAtMs()).toBe(1_764_460_005_000);
    await expect(
      evaluator.updateLocked(() => {
        throw new Error('the evaluation failed');
      }, 1_764_460_010_000),
    ).rejects.toThrow('the evaluation failed');
    expect(await other.lastEvaluatedAtMs()).toBe(1_764_460_005_000);
    // An incident resolved by hand is written under the same lock, but it is no evaluation.
    await evaluator.updateLocked(nothing);
    expect(await other.lastEvaluatedAtMs()).toBe(1_764_460_005_000);
  });
});
