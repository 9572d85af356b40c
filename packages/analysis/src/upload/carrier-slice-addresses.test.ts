import type { CarrierUpload } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { sliceDocument, uploadSlice } from './carrier-slice.js';

const document: CarrierUpload = {
  format: 'tiermap-carrier/1',
  carrier: 'geant',
  routers: [
    {
      id: 'geant-gva',
      name: 'GÉANT Geneva',
      vendor: 'Juniper',
      model: 'MX960',
      os: 'Junos',
      location: 'Geneva',
      lat: 46.2,
      lon: 6.1,
      backplane: { id: 'geant-gva:backplane', capacityBps: 1e12 },
      blades: [
        {
          id: 'geant-gva:slot0',
          slot: 0,
          model: 'MPC',
          fabricCapacityBps: 4e11,
          ports: [
            {
              id: 'geant-gva:xe-0/0/0',
              name: 'xe-0/0/0',
              speedBps: 1e10,
              addresses: ['192.0.2.1', '2001:db8::1'],
            },
            { id: 'geant-gva:xe-0/0/1', name: 'xe-0/0/1', speedBps: 1e10 },
          ],
        },
      ],
    },
  ],
  patchPanels: [],
  links: [],
  trunks: [],
  maintenances: [],
  crossConnects: [],
};

describe('uploadSlice', () => {
  it("uploadSlice keeps a port's addresses, and sliceDocument gives them back", () => {
    const slice = uploadSlice(document);
    expect(slice.ports[0]?.addresses).toEqual(['192.0.2.1', '2001:db8::1']);
    expect(slice.ports[1]).not.toHaveProperty('addresses');
    expect(sliceDocument('geant', slice).routers[0]?.blades[0]?.ports).toEqual(
      document.routers[0]?.blades[0]?.ports,
    );
  });
});
