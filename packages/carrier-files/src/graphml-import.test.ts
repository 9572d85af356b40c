import { carrierUploadSchema, type CarrierUpload } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { graphmlToUpload } from './graphml-import.js';
import { ImportError, type ImportWarning } from './import-warning.js';
import { uploadReferenceProblems } from './upload-references.js';

interface TestNode {
  id: string;
  label?: string;
  lat?: number;
  lon?: number;
}
interface TestEdge {
  s: string;
  t: string;
  raw?: string;
  speed?: string;
  units?: string;
}

/** Topology Zoo style GraphML, keys numbered as the Zoo's toolset does. */
function zoo(name: string, nodes: TestNode[], edges: TestEdge[]): string {
  const data = (key: string, value: string | number | undefined) =>
    value === undefined ? '' : `<data key="${key}">${value}</data>`;
  return `<?xml version="1.0" encoding="utf-8"?><graphml xmlns="http://graphml.graphdrawing.org/xmlns">
  <key attr.name="LinkSpeedRaw" attr.type="double" for="edge" id="d12" />
  <key attr.name="LinkSpeedUnits" attr.type="string" for="edge" id="d11" />
  <key attr.name="LinkSpeed" attr.type="string" for="edge" id="d10" />
  <key attr.name="label" attr.type="string" for="node" id="d9" />
  <key attr.name="Longitude" attr.type="double" for="node" id="d8" />
  <key attr.name="Latitude" attr.type="double" for="node" id="d7" />
  <key attr.name="label" attr.type="string" for="graph" id="d0" />
  <graph edgedefault="undirected">${data('d0', name)}
${nodes.map((n) => `<node id="${n.id}">${data('d9', n.label)}${data('d7', n.lat)}${data('d8', n.lon)}</node>`).join('\n')}
${edges.map((e) => `<edge source="${e.s}" target="${e.t}">${data('d12', e.raw)}${data('d10', e.speed)}${data('d11', e.units)}</edge>`).join('\n')}
  </graph></graphml>`;
}

const GVA = { id: '0', label: 'Geneva', lat: 46.2, lon: 6.15 };
const PAR = { id: '1', label: 'Paris', lat: 48.86, lon: 2.35 };
const FRA = { id: '2', label: 'Frankfurt', lat: 50.11, lon: 8.68 };

function checked(document: unknown): CarrierUpload {
  const upload = carrierUploadSchema.parse(document);
  expect(uploadReferenceProblems(upload)).toEqual([]);
  return upload;
}

function codes(warnings: ImportWarning[]): string[] {
  return warnings.map((w) => w.code);
}

describe('graphmlToUpload', () => {
  it('graphmlToUpload makes a router per node with one blade, a port per edge and fabric for all of them', () => {
    const text = zoo(
      'Tiny',
      [GVA, PAR, FRA],
      [
        { s: '0', t: '1', raw: '10000000000.0' },
        { s: '0', t: '2', speed: '2.5', units: 'G' },
      ],
    );
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    const upload = checked(document);
    expect(upload.carrier).toBe('tiny');
    const gva = upload.routers[0];
    expect(gva).toMatchObject({ id: 'tiny-geneva', name: 'Geneva', lat: 46.2, lon: 6.15 });
    expect(gva).toMatchObject({ vendor: 'unknown', model: 'unknown', os: 'unknown' });
    expect(gva?.blades).toHaveLength(1);
    expect(gva?.blades[0]?.ports.map((p) => [p.id, p.speedBps])).toEqual([
      ['tiny-geneva:port1', 10e9],
      ['tiny-geneva:port2', 2.5e9],
    ]);
    expect(gva?.blades[0]?.fabricCapacityBps).toBe(12.5e9);
    expect(gva?.backplane).toEqual({ id: 'tiny-geneva:backplane', capacityBps: 12.5e9 });
    expect(upload.links.map((l) => [l.id, l.aPortId, l.zPortId, l.capacityBps])).toEqual([
      ['tiny-geneva-paris', 'tiny-geneva:port1', 'tiny-paris:port1', 10e9],
      ['tiny-geneva-frankfurt', 'tiny-geneva:port2', 'tiny-frankfurt:port1', 2.5e9],
    ]);
    expect(codes(warnings)).toEqual(['unknown-equipment']);
  });

  it('graphmlToUpload gives an edge without a speed the default 10 Gb/s, with a warning per edge', () => {
    const text = zoo(
      'Tiny',
      [GVA, PAR],
      [
        { s: '0', t: '1' },
        { s: '1', t: '0', speed: '10', units: 'X' },
      ],
    );
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    expect(checked(document).links.map((l) => l.capacityBps)).toEqual([10e9, 10e9]);
    expect(warnings.filter((w) => w.code === 'missing-speed')).toEqual([
      {
        code: 'missing-speed',
        message: 'no speed given: capacity set to the default 10 Gb/s',
        where: 'edge 0-1',
      },
      {
        code: 'missing-speed',
        message: 'LinkSpeedUnits "X" is not a unit: capacity set to the default 10 Gb/s',
        where: 'edge 1-0 #2',
      },
    ]);
  });

  it('graphmlToUpload bundles parallel edges into a trunk of separate links and warns', () => {
    const raw = '1000000000';
    const text = zoo(
      'Tiny',
      [GVA, PAR],
      [
        { s: '0', t: '1', raw },
        { s: '1', t: '0', raw },
        { s: '0', t: '1', raw },
      ],
    );
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    const upload = checked(document);
    expect(upload.links.map((l) => l.id)).toEqual([
      'tiny-geneva-paris-1',
      'tiny-geneva-paris-2',
      'tiny-geneva-paris-3',
    ]);
    expect(upload.trunks).toEqual([
      {
        id: 'tiny-geneva-paris',
        name: 'Geneva - Paris',
        memberLinkIds: upload.links.map((l) => l.id),
      },
    ]);
    expect(warnings.filter((w) => w.code === 'parallel-edges')).toEqual([
      {
        code: 'parallel-edges',
        message:
          'parallel edges bundled as trunk tiny-geneva-paris: 3 edges between Geneva and Paris',
        where: 'edges 0-1',
      },
    ]);
  });

  it('graphmlToUpload skips self-loops and edges to missing nodes with warnings', () => {
    const text = zoo(
      'Tiny',
      [GVA, PAR],
      [
        { s: '0', t: '1' },
        { s: '1', t: '1' },
        { s: '0', t: '9' },
      ],
    );
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    const upload = checked(document);
    expect(upload.links).toHaveLength(1);
    expect(upload.routers.map((r) => r.blades[0]?.ports.length)).toEqual([1, 1]);
    expect(warnings).toContainEqual({
      code: 'self-loop',
      message: 'self-loop skipped: a link joins two different routers',
      where: 'edge 1-1',
    });
    expect(warnings).toContainEqual({
      code: 'missing-node',
      message: 'edge skipped: the file has no node "9"',
      where: 'edge 0-9',
    });
  });

  it('graphmlToUpload keeps a node connected to nothing as a router with an empty blade and warns', () => {
    const text = zoo('Tiny', [GVA, PAR, FRA], [{ s: '0', t: '1' }]);
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    const frankfurt = checked(document).routers[2];
    expect(frankfurt?.blades).toEqual([
      { id: 'tiny-frankfurt:slot0', slot: 0, model: 'unknown', fabricCapacityBps: 10e9, ports: [] },
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ code: 'isolated-node', where: 'node 2 "Frankfurt"' }),
    );
  });

  it("graphmlToUpload places a node without coordinates at its neighbours' mean, else at 0,0, and says which", () => {
    const text = zoo(
      'Tiny',
      [
        GVA,
        PAR,
        { id: '2', label: 'Lyon' },
        { id: '3', label: 'Nowhere' },
        { id: '4', label: 'Far', lat: 95, lon: 0 },
      ],
      [
        { s: '2', t: '0' },
        { s: '2', t: '1' },
        { s: '3', t: '4' },
      ],
    );
    const { document, warnings } = graphmlToUpload(text, { carrierId: 'tiny' });
    const routers = checked(document).routers;
    expect(routers[2]).toMatchObject({ lat: (46.2 + 48.86) / 2, lon: (6.15 + 2.35) / 2 });
    expect(routers[3]).toMatchObject({ lat: 0, lon: 0 });
    expect(routers[4]).toMatchObject({ lat: 0, lon: 0 });
    expect(warnings.filter((w) => w.code === 'missing-coordinates')).toEqual([
      {
        code: 'missing-coordinates',
        message: 'no coordinates: placed at the mean of its 2 located neighbours (47.5300, 4.2500)',
        where: 'node 2 "Lyon"',
      },
      {
        code: 'missing-coordinates',
        message: 'no coordinates, and no neighbour has any: placed at 0, 0',
        where: 'node 3 "Nowhere"',
      },
      {
        code: 'missing-coordinates',
        message: 'latitude 95, longitude 0 out of range, and no neighbour has any: placed at 0, 0',
        where: 'node 4 "Far"',
      },
    ]);
  });

  it('graphmlToUpload sanitises labels into unique ids across every kind of entity', () => {
    const nodes = [
      { id: '0', label: 'São Paulo / GRU' },
      { id: '1', label: 'None' },
      { id: '2', label: 'None' },
      { id: '3', label: '***' },
      { id: 'x y', label: 'sao paulo gru-none-1' },
      { id: '5' },
    ];
    const edges = [
      { s: '0', t: '1' },
      { s: '3', t: 'x y' },
      { s: '5', t: '2' },
    ];
    const { document, warnings } = graphmlToUpload(zoo('Zoo 2012!', nodes, edges), {
      carrierId: 'zoo',
    });
    const upload = checked(document);
    expect(upload.routers.map((r) => r.id)).toEqual([
      'zoo-2012-sao-paulo-gru',
      'zoo-2012-none-1',
      'zoo-2012-none-2',
      'zoo-2012-node-3',
      'zoo-2012-sao-paulo-gru-none-1',
      'zoo-2012-node-5',
    ]);
    expect(upload.links.map((l) => l.id)).toEqual([
      'zoo-2012-sao-paulo-gru-none-1-2',
      'zoo-2012-node-3-sao-paulo-gru-none-1',
      'zoo-2012-node-5-none-2',
    ]);
    expect(upload.routers[5]?.name).toBe('node 5');
    expect(codes(warnings)).toEqual(expect.arrayContaining(['duplicate-label', 'unnamed-node']));
  });

  it('graphmlToUpload uses the idPrefix and defaultSpeedBps options', () => {
    const text = zoo('Tiny', [GVA, PAR], [{ s: '0', t: '1' }]);
    const { document } = graphmlToUpload(text, {
      carrierId: 'tiny',
      idPrefix: 'T1',
      defaultSpeedBps: 1e9,
    });
    const upload = checked(document);
    expect(upload.routers.map((r) => r.id)).toEqual(['t1-geneva', 't1-paris']);
    expect(upload.links[0]?.capacityBps).toBe(1e9);
  });

  it('graphmlToUpload warns about nodes cut off from the largest part of the graph', () => {
    const nodes = [
      GVA,
      PAR,
      FRA,
      { id: '3', label: 'Oslo', lat: 59.9, lon: 10.7 },
      { id: '4', label: 'Bergen', lat: 60.4, lon: 5.3 },
    ];
    const edges = [
      { s: '0', t: '1' },
      { s: '1', t: '2' },
      { s: '3', t: '4' },
    ];
    const { warnings } = graphmlToUpload(zoo('Tiny', nodes, edges), { carrierId: 'tiny' });
    expect(warnings.filter((w) => w.code === 'disconnected-component')).toEqual([
      {
        code: 'disconnected-component',
        message:
          '2 nodes are connected to each other but not to the largest part of the graph (3 nodes): imported as they are',
        where: 'node 3 "Oslo", node 4 "Bergen"',
      },
    ]);
  });

  it('graphmlToUpload throws an ImportError for text that is not GraphML at all', () => {
    expect(() => graphmlToUpload('Dfn,58,87', { carrierId: 'dfn' })).toThrow(ImportError);
    expect(() =>
      graphmlToUpload('<?xml version="1.0"?><html><body/></html>', { carrierId: 'dfn' }),
    ).toThrow(/not GraphML/);
  });

  it('graphmlToUpload throws an ImportError for a carrier id no server would take', () => {
    expect(() => graphmlToUpload(zoo('Tiny', [GVA], []), { carrierId: 'Tiny Carrier' })).toThrow(
      /carrierId "Tiny Carrier" must be lower-case/,
    );
  });

  it('graphmlToUpload turns an empty graph into an empty document with a warning', () => {
    const { document, warnings } = graphmlToUpload('<graphml><graph/></graphml>', {
      carrierId: 'tiny',
    });
    expect(checked(document).routers).toEqual([]);
    expect(codes(warnings)).toEqual(['empty-graph']);
  });
});
