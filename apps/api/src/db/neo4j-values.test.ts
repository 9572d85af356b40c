import neo4j from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { toPlain, withoutNulls } from './neo4j-values.js';

describe('toPlain', () => {
  it('toPlain turns nested Neo4j Integers into numbers', () => {
    expect(toPlain({ slot: neo4j.int(3), hops: [neo4j.int(0), neo4j.int(1)] })).toEqual({
      slot: 3,
      hops: [0, 1],
    });
  });

  it('toPlain turns a DateTime into an ISO string', () => {
    const value = new neo4j.types.DateTime(2026, 11, 22, 4, 0, 0, 0, 0);
    expect(toPlain(value)).toBe('2026-11-22T04:00:00Z');
  });

  it('withoutNulls drops absent optional properties', () => {
    expect(withoutNulls({ a: 1, b: null })).toEqual({ a: 1 });
  });
});
