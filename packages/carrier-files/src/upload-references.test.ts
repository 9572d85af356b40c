import { carrierUploadSchema } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { uploadReferenceProblems } from './upload-references.js';

const port = (id: string) => ({ id, name: id, speedBps: 1e10 });
const router = (id: string) => ({
  id,
  name: id,
  vendor: 'Juniper',
  model: 'MX960',
  os: 'Junos',
  location: 'Frankfurt',
  lat: 50,
  lon: 8,
  backplane: { id: `${id}:backplane`, capacityBps: 1e12 },
  blades: [
    {
      id: `${id}:slot0`,
      slot: 0,
      model: 'MPC',
      fabricCapacityBps: 1e11,
      ports: [port(`${id}:p0`)],
    },
  ],
});

describe('uploadReferenceProblems', () => {
  it('uploadReferenceProblems names a link to a port the document does not hold, and cross-connects off its ports or twice on one', () => {
    const upload = carrierUploadSchema.parse({
      format: 'tiermap-carrier/1',
      carrier: 'dfn',
      routers: [router('dfn-fra')],
      links: [
        { id: 'l', name: 'l', aPortId: 'dfn-fra:p0', zPortId: 'geant-fra:p0', capacityBps: 1e10 },
      ],
      crossConnects: [
        { portId: 'dfn-fra:p0', carrier: 'geant', peerPortId: 'geant-fra:p0' },
        { portId: 'dfn-fra:p0', carrier: 'garr', peerPortId: 'garr-mi:p0' },
        { portId: 'geant-fra:p0', carrier: 'geant', peerPortId: 'dfn-fra:p0' },
      ],
    });
    expect(uploadReferenceProblems(upload)).toEqual([
      'link "l": no port "geant-fra:p0"',
      'port "dfn-fra:p0" has two cross-connects',
      'cross-connect: no port "geant-fra:p0"',
    ]);
  });
});
