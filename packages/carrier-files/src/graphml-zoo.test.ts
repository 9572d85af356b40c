import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { carrierUploadSchema } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { graphmlToUpload } from './graphml-import.js';
import { warningCounts } from './import-warning.js';
import { uploadReferenceProblems } from './upload-references.js';

const ZOO_DIR = fileURLToPath(new URL('../../../../shared/data/topology-zoo/', import.meta.url));

/** What each real file holds and what importing it must warn about, counted by hand. */
const FILES = [
  {
    file: 'Dfn',
    carrierId: 'dfn',
    trunks: 0,
    warnings: { 'missing-coordinates': 7, 'missing-speed': 87, 'duplicate-label': 2 },
  },
  {
    file: 'Esnet',
    carrierId: 'esnet',
    trunks: 12,
    warnings: {
      'missing-coordinates': 51,
      'missing-speed': 82,
      'parallel-edges': 12,
      'duplicate-label': 3,
    },
  },
  {
    file: 'Geant2012',
    carrierId: 'geant',
    trunks: 0,
    warnings: { 'missing-coordinates': 3, 'missing-speed': 22 },
  },
  {
    file: 'Internet2',
    carrierId: 'internet2',
    trunks: 0,
    warnings: { 'missing-coordinates': 20, 'missing-speed': 26, 'unnamed-node': 3 },
  },
  {
    file: 'Nordu2010',
    carrierId: 'nordunet',
    trunks: 0,
    warnings: {
      'missing-coordinates': 11,
      'missing-speed': 17,
      'duplicate-label': 2,
      'disconnected-component': 1,
    },
  },
  {
    file: 'Surfnet',
    carrierId: 'surfnet',
    trunks: 5,
    warnings: { 'missing-speed': 73, 'parallel-edges': 5 },
  },
] as const;

// The files sit in shared/ beside the repository, as in CI; without them this fails, not skips.
describe('graphmlToUpload on the Topology Zoo files (needs ../shared/data)', () => {
  it('the Topology Zoo folder is beside the repository', () => {
    expect(existsSync(ZOO_DIR), `no ${ZOO_DIR}: clone the repository beside shared/`).toBe(true);
  });
  for (const { file, carrierId, trunks, warnings: expected } of FILES) {
    const text = existsSync(`${ZOO_DIR}${file}.graphml`)
      ? readFileSync(`${ZOO_DIR}${file}.graphml`, 'utf8')
      : '';
    const imported = () => graphmlToUpload(text, { carrierId });

    it(`graphmlToUpload converts ${file} into a valid, consistent upload`, () => {
      const upload = carrierUploadSchema.parse(imported().document);
      expect(upload.carrier).toBe(carrierId);
      expect(uploadReferenceProblems(upload)).toEqual([]);
    });

    it(`graphmlToUpload makes a router per node and a link per edge of ${file}`, () => {
      const { document } = imported();
      const nodes = text.match(/<node\b/g)?.length ?? 0;
      const edges = [...text.matchAll(/<edge source="([^"]*)" target="([^"]*)"/g)];
      const selfLoops = edges.filter(([, s, t]) => s === t).length;
      expect(document.routers).toHaveLength(nodes);
      expect(document.links).toHaveLength(edges.length - selfLoops);
      expect(document.trunks).toHaveLength(trunks);
      const ports = document.routers?.flatMap((r) => r.blades?.flatMap((b) => b.ports ?? []) ?? []);
      expect(ports).toHaveLength(2 * (edges.length - selfLoops));
    });

    it(`graphmlToUpload gives the expected warnings for ${file}`, () => {
      const counts = Object.fromEntries(warningCounts(imported().warnings));
      expect(counts).toEqual({ 'unknown-equipment': 1, ...expected });
    });
  }

  it('graphmlToUpload has expectations for every GraphML file in the Zoo directory', () => {
    const files = readdirSync(ZOO_DIR).filter((name) => name.endsWith('.graphml'));
    expect(files.map((name) => name.replace(/\.graphml$/, '')).sort()).toEqual(
      FILES.map(({ file }) => file).sort(),
    );
  });

  it("graphmlToUpload bundles ESnet's parallel edges into trunks and warns", () => {
    const text = readFileSync(`${ZOO_DIR}Esnet.graphml`, 'utf8');
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'esnet' });
    const trunk = document.trunks?.find((t) => t.memberLinkIds.length === 3);
    expect(trunk).toEqual({
      id: 'esnet-chic-netl',
      name: 'CHIC - NETL',
      memberLinkIds: ['esnet-chic-netl-1', 'esnet-chic-netl-2', 'esnet-chic-netl-3'],
    });
    expect(warnings).toContainEqual({
      code: 'parallel-edges',
      message: 'parallel edges bundled as trunk esnet-chic-netl: 3 edges between CHIC and NETL',
      where: 'edges 6-18',
    });
  });

  it('graphmlToUpload places every Internet2 node without coordinates at 0,0 and says so', () => {
    const text = readFileSync(`${ZOO_DIR}Internet2.graphml`, 'utf8');
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'internet2' });
    expect(document.routers?.every((r) => r.lat === 0 && r.lon === 0)).toBe(true);
    expect(warnings).toContainEqual({
      code: 'missing-coordinates',
      message: 'no coordinates, and no neighbour has any: placed at 0, 0',
      where: 'node 0 "Pacific Northwest Gigapop"',
    });
  });

  it("graphmlToUpload names Nordu2010's nodes cut off from the rest", () => {
    const text = readFileSync(`${ZOO_DIR}Nordu2010.graphml`, 'utf8');
    const { warnings } = graphmlToUpload(text, { carrierId: 'nordunet' });
    expect(warnings.find((w) => w.code === 'disconnected-component')?.where).toBe(
      'node 6 "GLORIAD", node 13 "Espoo", node 15 "St Petersburg"',
    );
  });
});
