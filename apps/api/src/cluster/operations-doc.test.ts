import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from '../test-support/haproxy.js';
import { repoRoot } from '../test-support/paths.js';

const operations = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');

describe('docs/operations.md, "Several instances"', () => {
  it('shows the HAProxy configuration the cluster test runs, word for word', () => {
    const blocks = [...operations.matchAll(/```haproxy\n([\s\S]*?)```/g)].map((m) => m[1]);
    const shown = haproxyConfig({
      bind: ':8080',
      backends: [1, 2, 3].map((i) => ({ name: `api-${i}`, host: `10.0.0.1${i}`, port: 8080 })),
    });
    expect(blocks).toEqual([shown]);
  });

  it('names the environment each instance needs', () => {
    const section = operations.slice(operations.indexOf('## Several instances'));
    for (const name of [
      'TIERMAP_NATS_URL',
      'TIERMAP_INSTANCE_ID',
      'TIERMAP_HOST=0.0.0.0',
      'NEO4J_URI',
      'TIERMAP_ADMIN_TOKEN',
      'nats-server -a 0.0.0.0 -p 4222 -js',
    ]) {
      expect(section).toContain(name);
    }
  });
});
