import { ENTITY_CATALOGUE } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  bulkCreateReferences,
  bulkCreateStatement,
  CATALOGUE_CONSTRAINTS,
  createStatement,
  CROSSED_RISK_ELEMENTS,
  EQUIPMENT_BY_ID,
  linkCrossedElementsExpression,
  linkCrossingProjection,
  listStatement,
  relateStatement,
  removeStatement,
  replaceReferencesStatement,
  UNKNOWN_EQUIPMENT,
} from './catalogue-cypher.js';

// Statements are built from the catalogue's constants only: every label and relationship type
// in them is one of the catalogue's, and values are parameters.
const LABELS = new Set([...ENTITY_CATALOGUE.map((e) => e.label), 'Carrier', 'Site']);

function labelsIn(cypher: string): string[] {
  return [...cypher.matchAll(/\(\w*:(\w+)/g)].map((m) => m[1] ?? '');
}

describe('catalogue Cypher', () => {
  it('creates a router owned by the carrier, at its site when it has one', () => {
    const cypher = createStatement('router', 'parameter');
    expect(cypher).toContain('MATCH (c:Carrier {id: $carrierId})');
    expect(cypher).toContain('CREATE (x:Router) SET x = r');
    expect(cypher).toContain('CREATE (c)-[:OWNS]->(x)');
    expect(cypher).toMatch(/CALL \(x, r\) \{ UNWIND CASE WHEN r\.siteId IS NULL/);
  });

  it('creates a port in its blade, from the row', () => {
    const cypher = createStatement('port', 'row');
    expect(cypher).toContain('MATCH (o0:Blade {id: r.bladeId})');
    expect(cypher).toContain('CREATE (o0)-[:HAS_PORT]->(x)');
    expect(cypher).not.toContain('Carrier');
  });

  it('bulk-creates a port in its blade found by element id, answering its id and element id', () => {
    const cypher = bulkCreateStatement('port');
    expect(cypher).toContain('MATCH (o0:Blade) WHERE elementId(o0) = r.refs[0]');
    expect(cypher).toContain('CREATE (x:Port) SET x = r.props');
    expect(cypher).toContain('CREATE (o0)-[:HAS_PORT]->(x)');
    expect(cypher).toContain('RETURN x.id AS id, elementId(x) AS eid');
    expect(cypher).not.toContain('{id:');
  });

  it('bulk-creates a link owned by its carrier between its two ports; its trunk and panels after', () => {
    const cypher = bulkCreateStatement('link');
    expect(cypher).toContain('MATCH (c:Carrier) WHERE elementId(c) = r.owner');
    expect(cypher).toContain('CREATE (c)-[:OWNS]->(x)');
    expect(cypher).toContain('CREATE (x)-[:A_END]->(o0)');
    expect(cypher).toContain('CREATE (x)-[:Z_END]->(o1)');
    expect(bulkCreateReferences('link').map((ref) => ref.field)).toEqual(['aPortId', 'zPortId']);
    expect(bulkCreateReferences('router')).toEqual([]);
    expect(relateStatement('MEMBER_OF', 'Link', 'Trunk')).toContain(
      'MATCH (a:Link) WHERE elementId(a) = r.from',
    );
    expect(relateStatement('MEMBER_OF', 'Link', 'Trunk')).toContain(
      'MATCH (b:Trunk) WHERE elementId(b) = r.to CREATE (a)-[:MEMBER_OF]->(b)',
    );
  });

  it('bulk-creates a maintenance window with its instants as datetimes', () => {
    expect(bulkCreateStatement('maintenance')).toContain(
      'SET x = r.props, x.startsAt = datetime(r.props.startsAt), x.endsAt = datetime(r.props.endsAt)',
    );
  });

  it('uses only the catalogue labels in every statement', () => {
    const statements = [
      ...ENTITY_CATALOGUE.flatMap((e) => [
        bulkCreateStatement(e.kind),
        createStatement(e.kind, 'row'),
        removeStatement(e.kind),
        replaceReferencesStatement(e.kind) ?? '',
      ]),
      CROSSED_RISK_ELEMENTS,
      EQUIPMENT_BY_ID,
      UNKNOWN_EQUIPMENT,
    ];
    for (const cypher of statements) {
      for (const label of labelsIn(cypher)) expect(LABELS).toContain(label);
    }
  });

  it('reads the patch panels of a link from its VIA relationships, by id', () => {
    expect(linkCrossingProjection('l')).toContain(
      ', patchPanelIds: CASE WHEN EXISTS { (l)-[:VIA]->(:PatchPanel) } THEN COLLECT { MATCH (l)-[:VIA]->(x:PatchPanel) RETURN x.id ORDER BY x.id } END',
    );
    expect(linkCrossedElementsExpression('l')).toContain(
      "COLLECT { MATCH (l)-[:VIA]->(x:PatchPanel) RETURN x {kind: 'patchPanel', .id, .name, .carrierId} ORDER BY x.id }",
    );
  });

  it('lists every kind by id, and gives each its id constraint named as the migrations name them', () => {
    expect(listStatement('patchPanel')).toBe(
      'MATCH (x:PatchPanel) RETURN x {.*} AS row ORDER BY x.id',
    );
    expect(CATALOGUE_CONSTRAINTS).toContain(
      'CREATE CONSTRAINT patch_panel_id IF NOT EXISTS FOR (n:PatchPanel) REQUIRE n.id IS UNIQUE',
    );
    expect(CATALOGUE_CONSTRAINTS).toHaveLength(ENTITY_CATALOGUE.length);
  });
});
