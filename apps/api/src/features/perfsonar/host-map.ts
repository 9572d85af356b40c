import { readFile } from 'node:fs/promises';
import { hostSites, type SiteOfHost } from '@tiermap/analysis';
import { perfsonarHostMapSchema, type PerfsonarHostMap } from '@tiermap/domain';
import { parse as parseYaml } from 'yaml';
import { ConfigError } from '../../config.js';

/** The sites' perfSONAR hosts, and how to find the site of one. */
export interface PerfsonarHosts {
  map: PerfsonarHostMap;
  siteOf: SiteOfHost;
}

/**
 * The host map of `TIERMAP_PERFSONAR_HOSTS`: a JSON or YAML file `{siteId: [host name or IP
 * address, …]}`. A host listed under two sites, or a file that does not parse, stops the start
 * with a ConfigError naming it.
 */
export async function loadPerfsonarHosts(file: string): Promise<PerfsonarHosts> {
  let content: unknown;
  try {
    const text = await readFile(file, 'utf8');
    content = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ConfigError(
      `TIERMAP_PERFSONAR_HOSTS: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return perfsonarHosts(content, `TIERMAP_PERFSONAR_HOSTS (${file})`);
}

/** The host map in `content`, checked; `where` names it in errors. */
export function perfsonarHosts(content: unknown, where = 'host map'): PerfsonarHosts {
  const parsed = perfsonarHostMapSchema.safeParse(content);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.map(String).join('.')}: ${i.message}`);
    throw new ConfigError(`${where}: not a {siteId: [host, …]} map:\n${lines.join('\n')}`);
  }
  const { siteOf, conflicts } = hostSites(parsed.data);
  if (conflicts.length > 0) {
    throw new ConfigError(`${where}: listed under two sites: ${conflicts.join(', ')}`);
  }
  return { map: parsed.data, siteOf };
}
