import neo4j, { Record as Neo4jRecord } from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRow, parseRows, RowShapeError, stored } from './rows.js';

const row = (fields: Record<string, unknown>) =>
  new Neo4jRecord(Object.keys(fields), Object.values(fields));

describe('parseRow', () => {
  it('converts driver values and drops the nulls of stored properties before parsing', () => {
    const schema = z.object({
      n: z.number().int(),
      carrier: stored(z.object({ id: z.string(), country: z.string().optional() })),
    });
    expect(
      parseRow(schema, row({ n: neo4j.int(3), carrier: { id: 'geant', country: null } }), 'q'),
    ).toEqual({ n: 3, carrier: { id: 'geant' } });
  });

  it('refuses a row that does not fit with an internal error naming the query and the field', () => {
    const schema = z.object({ carrier: z.object({ id: z.string() }) });
    const parse = () => parseRows(schema, [row({ carrier: { id: 7 } })], 'saving a carrier');
    expect(parse).toThrow(RowShapeError);
    expect(parse).toThrow(/^saving a carrier: the row read does not fit at "carrier\.id": /);
  });

  it('refuses a missing row', () => {
    expect(() => parseRow(z.object({}), undefined, 'isEmpty')).toThrow(/isEmpty: .*no row/);
  });
});
