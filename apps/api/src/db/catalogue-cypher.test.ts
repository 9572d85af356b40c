import { ENTITY_CATALOGUE } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CONSTRAINTS,
  createStatement,
  CROSSED_RISK_ELEMENTS,
  deferredReferenceFields,
  EQUIPMENT_BY_ID,
  linkCrossedElementsExpression,
  linkCrossingProjection,
  listStatement,
  removeStatement,
  storedFieldsProjection,
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

  it("names the fields of a kind's deferred references: a link's trunk, none for a port", () => {
    expect(deferredReferenceFields('link')).toEqual(['trunkId']);
    expect(deferredReferenceFields('port')).toEqual([]);
  });

  it('uses only the catalogue labels in every statement', () => {
    const statements = [
      ...ENTITY_CATALOGUE.flatMap((e) => [
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

  it("projects a kind's stored fields by name, leaving its list fields and other properties out", () => {
    expect(storedFieldsProjection('trunk', 't', ['id', 'name', 'memberLinkIds'], ', m: m')).toBe(
      't {.id, .name, m: m}',
    );
    expect(storedFieldsProjection('link', 'l', ['id', 'capacityBps'])).toBe(
      'l {.id, .capacityBps}',
    );
    expect(() => storedFieldsProjection('link', 'l', ['id', 'x} RETURN 1 //'])).toThrow(
      /is not a property name/,
    );
  });
});
