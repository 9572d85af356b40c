import { describe, expect, it } from 'vitest';
import {
  entityIdSchema,
  maintenanceSchema,
  pathHopSchema,
  siteIdSchema,
  topologySchema,
} from './index.js';

describe('domain schemas', () => {
  it('entityIdSchema accepts router and port ids and refuses quotes, braces and spaces', () => {
    expect(entityIdSchema.safeParse('geant-gva:xe-1/0/0').success).toBe(true);
    for (const hostile of ["x' OR 1=1 //", '}) DETACH DELETE n //', 'a b', '', 'x'.repeat(129)]) {
      expect(entityIdSchema.safeParse(hostile).success, hostile).toBe(false);
    }
  });

  it('siteIdSchema wants upper-case site ids such as FZK', () => {
    expect(siteIdSchema.safeParse('FZK').success).toBe(true);
    expect(siteIdSchema.safeParse('fzk').success).toBe(false);
  });

  it('pathHopSchema takes a link or a trunk, not both', () => {
    expect(pathHopSchema.safeParse({ linkId: 'l1' }).success).toBe(true);
    expect(pathHopSchema.safeParse({ trunkId: 't1' }).success).toBe(true);
    expect(pathHopSchema.safeParse({ linkId: 'l1', trunkId: 't1' }).success).toBe(false);
  });

  it('maintenanceSchema refuses a window that ends before it starts, naming endsAt', () => {
    const result = maintenanceSchema.safeParse({
      id: 'm1',
      carrierId: 'geant',
      title: 'fibre works',
      startsAt: '2026-03-17T06:00:00Z',
      endsAt: '2026-03-17T05:00:00Z',
      behaviour: 'mute',
      equipmentIds: ['geant-par-gva'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['endsAt']);
  });

  it('topologySchema accepts an empty topology', () => {
    const empty = {
      carriers: [],
      sites: [],
      routers: [],
      backplanes: [],
      blades: [],
      ports: [],
      links: [],
      trunks: [],
      paths: [],
      maintenances: [],
    };
    expect(topologySchema.parse(empty)).toEqual(empty);
  });
});
