import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository boundary is a lint rule (eslint.config.js): only repositories and db/ run
// Cypher or hold a transaction. Linted here as text under real paths, so the rule is proven to
// fail where it should and to stay quiet where Cypher belongs.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${root}${path}` });
  const fatal = result?.messages.find((m) => m.fatal === true);
  if (fatal !== undefined) throw new Error(`${path}: ${fatal.message}`);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const RUNS_CYPHER = `import type { Graph } from '../../db/graph.js';
export async function count(graph: Graph): Promise<unknown> {
  return graph.read(async (tx) => (await tx.run('MATCH (n) RETURN count(n) AS n')).records);
}
`;
const HOLDS_A_TRANSACTION = `import type { ManagedTransaction } from '../../db/graph.js';
export function later(tx: ManagedTransaction): ManagedTransaction {
  return tx;
}
`;

describe('the repository boundary (lint)', () => {
  it('refuses Cypher and transactions in a service', async () => {
    const messages = await boundaryMessages(
      'apps/api/src/features/topology/service.ts',
      RUNS_CYPHER,
    );
    expect(messages.join('\n')).toMatch(/repositor/);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    const held = await boundaryMessages(
      'apps/api/src/features/uploads/service.ts',
      HOLDS_A_TRANSACTION,
    );
    expect(held.join('\n')).toMatch(/repositor/);
  }, 120_000);

  it('refuses them in any other module of the API', async () => {
    const messages = await boundaryMessages('apps/api/src/features/demo/scenarios.ts', RUNS_CYPHER);
    expect(messages.join('\n')).toMatch(/repositor/);
  }, 120_000);

  it('allows them in repositories and db/', async () => {
    for (const path of [
      'apps/api/src/features/topology/repository.ts',
      'apps/api/src/features/topology/write-repository.ts',
      'apps/api/src/db/topology-version.ts',
    ]) {
      expect(await boundaryMessages(path, RUNS_CYPHER)).toEqual([]);
      expect(await boundaryMessages(path, HOLDS_A_TRANSACTION)).toEqual([]);
    }
  }, 120_000);
});
