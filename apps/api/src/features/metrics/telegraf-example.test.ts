import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test-support/paths.js';

/** The Telegraf configuration telegraf.int.test.ts runs with the real Telegraf. */
const example = readFileSync(
  path.join(repoRoot, 'docs/examples/telegraf/snmp-interfaces.conf'),
  'utf8',
);

/** The bodies of the ```toml blocks of a Markdown file. */
function tomlBlocks(file: string): string[] {
  const text = readFileSync(path.join(repoRoot, file), 'utf8');
  return [...text.matchAll(/```toml\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
}

describe('the Telegraf example the docs show', () => {
  it.each(['README.md', 'docs/metrics.md', 'docs/integrations.md'])(
    '%s shows the configuration the real Telegraf runs in the tests, word for word',
    (file) => {
      expect(tomlBlocks(file)).toContain(example);
    },
  );

  it('writes unsigned 64-bit counters, not integers clipped at 2^63-1', () => {
    expect(example).toMatch(/^\s*influx_uint_support = true$/m);
    expect(example).toMatch(/^\s*data_format = "influx"$/m);
  });

  it('docs/integrations.md shows the gNMI configurations of docs/examples word for word', () => {
    const gnmi = readFileSync(
      path.join(repoRoot, 'docs/examples/telegraf/gnmi-interfaces.conf'),
      'utf8',
    );
    expect(tomlBlocks('docs/integrations.md')).toContain(gnmi);
    const gnmic = readFileSync(path.join(repoRoot, 'docs/examples/gnmic/gnmic.yaml'), 'utf8');
    const text = readFileSync(path.join(repoRoot, 'docs/integrations.md'), 'utf8');
    expect(text).toContain(`\`\`\`yaml\n${gnmic}\`\`\``);
  });
});
