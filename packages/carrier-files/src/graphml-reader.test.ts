import { describe, expect, it } from 'vitest';
import { readGraphml } from './graphml-reader.js';
import { ImportError } from './import-warning.js';

const ZOO = `<?xml version="1.0" encoding="utf-8"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns">
  <key attr.name="LinkSpeedRaw" attr.type="double" for="edge" id="d9" />
  <key attr.name="LinkLabel" attr.type="string" for="edge" id="d8" />
  <key attr.name="label" attr.type="string" for="node" id="d7" />
  <key attr.name="Latitude" attr.type="double" for="node" id="d6" />
  <key attr.name="Longitude" attr.type="double" for="node" id="d5" />
  <key attr.name="Country" attr.type="string" for="node" id="d4" />
  <key attr.name="label" attr.type="string" for="graph" id="d3" />
  <graph edgedefault="undirected">
    <data key="d3">Tiny</data>
    <node id="0"><data key="d7">Frankfurt</data><data key="d6">50.11</data><data key="d5">8.68</data><data key="d4">Germany</data></node>
    <node id="1"><data key="d7">K&#246;ln &amp; Bonn</data><data key="d6">50.94</data></node>
    <node id="2"><data key="d7" /></node>
    <edge source="0" target="1"><data key="d9">10000000000.0</data><data key="d8">10Gbps</data></edge>
    <edge source="1" target="2"><data key="d9">0</data></edge>
  </graph>
</graphml>`;

const YED = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:y="http://www.yworks.com/xml/graphml">
  <key for="node" id="d0" yfiles.type="nodegraphics"/>
  <key attr.name="description" attr.type="string" for="node" id="d1"/>
  <key attr.name="Country" attr.type="string" for="node" id="d2"><default>Netherlands</default></key>
  <key for="edge" id="d3" yfiles.type="edgegraphics"/>
  <graph edgedefault="directed" id="G">
    <node id="n0">
      <data key="d0"><y:ShapeNode><y:Geometry height="30.0" width="30.0" x="0.0" y="0.0"/><y:Fill color="#FFCC00" transparent="false"/><y:NodeLabel alignment="center" fontSize="12">Amsterdam</y:NodeLabel><y:Shape type="rectangle"/></y:ShapeNode></data>
      <data key="d1">core PoP</data>
    </node>
    <node id="n1">
      <data key="d0"><y:ProxyAutoBoundsNode><y:Realizers active="0"><y:GroupNode><y:NodeLabel>Utrecht group</y:NodeLabel></y:GroupNode></y:Realizers></y:ProxyAutoBoundsNode></data>
      <graph edgedefault="directed" id="n1:">
        <node id="n1::n0"><data key="d2">Belgium</data><data key="d0"><y:ShapeNode><y:NodeLabel>Brussels</y:NodeLabel></y:ShapeNode></data></node>
      </graph>
    </node>
    <edge id="e0" source="n0" target="n1::n0"><data key="d3"><y:PolyLineEdge><y:EdgeLabel>backup</y:EdgeLabel></y:PolyLineEdge></data></edge>
  </graph>
</graphml>`;

describe('readGraphml', () => {
  it('readGraphml maps per-file key ids to Topology Zoo attributes', () => {
    const { graph, warnings } = readGraphml(ZOO);
    expect(graph.name).toBe('Tiny');
    expect(graph.nodes.map((n) => n.id)).toEqual(['0', '1', '2']);
    expect(graph.nodes[0]).toMatchObject({
      label: 'Frankfurt',
      lat: 50.11,
      lon: 8.68,
      country: 'Germany',
    });
    expect(graph.edges[0]).toMatchObject({
      source: '0',
      target: '1',
      speedBps: 1e10,
      label: '10Gbps',
    });
    expect(warnings).toEqual([]);
  });

  it('readGraphml decodes entities and leaves half coordinates, empty labels and zero speeds out', () => {
    const { graph } = readGraphml(ZOO);
    expect(graph.nodes[1]?.label).toBe('Köln & Bonn');
    expect(graph.nodes[1]?.lat).toBeUndefined();
    expect(graph.nodes[2]?.label).toBeUndefined();
    expect(graph.edges[1]?.speedBps).toBeUndefined();
  });

  it('readGraphml reads yEd labels, key defaults and nested group graphs, ignoring graphics', () => {
    const { graph, warnings } = readGraphml(YED);
    expect(graph.nodes.map((n) => [n.id, n.label, n.country])).toEqual([
      ['n0', 'Amsterdam', 'Netherlands'],
      ['n1', 'Utrecht group', 'Netherlands'],
      ['n1::n0', 'Brussels', 'Belgium'],
    ]);
    expect(graph.nodes[0]?.data.get('description')).toBe('core PoP');
    expect(graph.edges).toEqual([
      expect.objectContaining({ id: 'e0', source: 'n0', target: 'n1::n0', label: 'backup' }),
    ]);
    expect(warnings.map((w) => w.code)).toEqual(['nested-graph']);
  });

  it('readGraphml skips nodes without ids, repeated node ids and edges without ends, with warnings', () => {
    const { graph, warnings } = readGraphml(
      '<graphml><graph><node/><node id="a"/><node id="a"/><node id="b"/><edge source="a"/></graph></graphml>',
    );
    expect(graph.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(graph.edges).toEqual([]);
    expect(warnings.map((w) => w.code)).toEqual([
      'node-without-id',
      'duplicate-node-id',
      'edge-without-end',
    ]);
  });

  it('readGraphml throws an ImportError for text that is not XML', () => {
    expect(() => readGraphml('{"nodes": []}')).toThrow(ImportError);
    expect(() => readGraphml('<graphml><graph></graphml>')).toThrow(
      /not well-formed XML at line 1/,
    );
    expect(() => readGraphml('')).toThrow(
      'not GraphML: not well-formed XML at line 1: Start tag expected.',
    );
  });

  it("readGraphml throws an ImportError, not the parser's error, for nesting beyond its limit", () => {
    const nested = `${'<node id="x"><graph>'.repeat(200)}${'</graph></node>'.repeat(200)}`;
    expect(() => readGraphml(`<graphml><graph>${nested}</graph></graphml>`)).toThrow(
      new ImportError('not GraphML: Maximum nested tags exceeded'),
    );
  });

  it('readGraphml throws an ImportError for XML that holds no graph', () => {
    expect(() => readGraphml('<svg><g/></svg>')).toThrow(/no <graphml> element/);
    expect(() => readGraphml('<graphml><key id="d0"/></graphml>')).toThrow(/no <graph> element/);
  });
});
