import { carrierUploadSchema } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { sliceDocument, uploadSlice } from './carrier-slice.js';

const document = carrierUploadSchema.parse({
  format: 'tiermap-carrier/1',
  carrier: 'lab',
  collectors: { deviceLabel: 'instance', portMatch: 'ifIndex' },
  routers: [
    {
      id: 'lab-r1',
      name: 'r1.lab',
      vendor: 'Net-SNMP',
      model: 'snmpd',
      os: 'Debian',
      location: 'Loopback',
      lat: 0,
      lon: 0,
      collectorNames: ['127.0.0.1:16161'],
      backplane: { id: 'lab-r1:backplane', capacityBps: 1e10 },
      blades: [
        {
          id: 'lab-r1:slot0',
          slot: 0,
          model: 'virtual',
          fabricCapacityBps: 1e10,
          ports: [{ id: 'lab-r1:lo', name: 'lo', speedBps: 1e10, ifIndex: 1, ifAlias: 'loop' }],
        },
      ],
    },
  ],
});

describe('carrier slice and the collector identifiers', () => {
  it('uploadSlice keeps the carrier naming on its routers and the identifiers on its ports', () => {
    const slice = uploadSlice(document);
    expect(slice.routers[0]).toMatchObject({
      collectorNames: ['127.0.0.1:16161'],
      deviceLabel: 'instance',
      portMatch: 'ifIndex',
    });
    expect(slice.ports[0]).toMatchObject({ ifIndex: 1, ifAlias: 'loop' });
  });

  it('sliceDocument writes the document back as uploaded: collectors at the top level', () => {
    expect(sliceDocument('lab', uploadSlice(document))).toEqual({ ...document, patchPanels: [] });
  });
});
