import { describe, expect, it } from 'vitest';
import { netboxToUpload } from './netbox-import.js';

/** NetBox 4.6 shapes, cut to a few fields: a module's nested bay has no `position`. */
const device = {
  id: 1,
  name: 'gva-r1',
  site: { id: 1, name: 'Geneva' },
  latitude: 46,
  longitude: 6,
};
const bay = (id: number, name: string, position: string | null) => ({
  id,
  device: { id: 1, name: 'gva-r1' },
  name,
  position,
});
const module = (id: number, bayId: number, bayName: string) => ({
  id,
  device: { id: 1 },
  module_bay: {
    id: bayId,
    url: `/api/dcim/module-bays/${bayId}/`,
    display: bayName,
    name: bayName,
  },
  module_type: { model: 'MPC7E' },
});
const iface = (id: number, name: string, extra: object = {}) => ({
  id,
  device: { id: 1, name: 'gva-r1' },
  module: null,
  name,
  type: { value: '10gbase-x-sfpp', label: 'SFP+ (10GE)' },
  speed: 10_000_000,
  lag: null,
  ...extra,
});

describe('netboxToUpload with NetBox 4 module bays', () => {
  it("takes a blade's slot from its bay's position in /api/dcim/module-bays/, not the number in the name", () => {
    const { document, warnings } = netboxToUpload(
      {
        devices: [device],
        module_bays: [bay(10, 'FPC 7', '2'), bay(11, 'Slot 5', ''), bay(12, 'RE', null)],
        modules: [module(30, 10, 'FPC 7'), module(31, 11, 'Slot 5'), module(32, 12, 'RE')],
        interfaces: [
          iface(101, 'xe-2/0/0', { module: { id: 30 } }),
          iface(102, 'xe-5/0/0', { module: { id: 31 } }),
          iface(103, 'xe-9/0/0', { module: { id: 32 } }),
        ],
      },
      { carrierId: 'uslhcnet' },
    );
    // FPC 7 sits at position 2; Slot 5 has no position, so the 5 in its name; RE has neither.
    expect(document.routers?.[0]?.blades?.map((b) => [b.id, b.slot])).toEqual([
      ['uslhcnet-gva-r1:slot2', 2],
      ['uslhcnet-gva-r1:slot5', 5],
      ['uslhcnet-gva-r1:slot6', 6],
    ]);
    expect(warnings.filter((w) => w.code === 'unknown-slot')).toEqual([
      {
        code: 'unknown-slot',
        message:
          'its bay gives no slot number (neither a numeric position nor a number in its name): put in slot 6',
        where: 'module 32 in bay "RE"',
      },
    ]);
  });

  it("makes a trunk of a LAG whose speed is null and which lists no members, by inverting each member's lag", () => {
    const lagRef = { id: 110, device: { id: 1 }, name: 'ae0', cable: null, _occupied: false };
    const peer = {
      id: 2,
      name: 'ams-r1',
      site: { id: 2, name: 'Amsterdam' },
      latitude: 52,
      longitude: 5,
    };
    const peerIface = (id: number, name: string, extra: object = {}) => ({
      ...iface(id, name, extra),
      device: { id: 2, name: 'ams-r1' },
    });
    const end = (id: number) => ({ object_type: 'dcim.interface', object_id: id, object: { id } });
    const { document } = netboxToUpload(
      {
        devices: [device, peer],
        interfaces: [
          iface(110, 'ae0', { type: { value: 'lag', label: 'LAG' }, speed: null }),
          iface(101, 'xe-0/0/0', { lag: lagRef }),
          iface(102, 'xe-0/0/1', { lag: lagRef }),
          peerIface(201, 'xe-0/0/0'),
          peerIface(202, 'xe-0/0/1'),
        ],
        cables: [
          { id: 501, a_terminations: [end(101)], b_terminations: [end(201)] },
          { id: 502, a_terminations: [end(102)], b_terminations: [end(202)] },
        ],
      },
      { carrierId: 'uslhcnet' },
    );
    expect(document.trunks).toEqual([
      {
        id: 'uslhcnet-gva-r1:ae0',
        name: 'gva-r1 ae0',
        memberLinkIds: ['uslhcnet-gva-r1-ams-r1', 'uslhcnet-gva-r1-ams-r1-2'],
      },
    ]);
    // The LAG is no port; the members' speeds are Kbps: 10 000 000 Kbps is 10 Gb/s.
    expect(
      document.routers?.[0]?.blades?.flatMap((b) =>
        (b.ports ?? []).map((p) => [p.name, p.speedBps]),
      ),
    ).toEqual([
      ['xe-0/0/0', 10e9],
      ['xe-0/0/1', 10e9],
    ]);
  });

  it('gives a circuit link its commit rate from Kbps, and its length from the distance', () => {
    const peer = {
      id: 2,
      name: 'ams-r1',
      site: { id: 2, name: 'Amsterdam' },
      latitude: 52,
      longitude: 5,
    };
    const { document } = netboxToUpload(
      {
        devices: [device, peer],
        interfaces: [
          iface(101, 'et-0/0/0', { speed: 100_000_000 }),
          { ...iface(201, 'et-0/0/0', { speed: 100_000_000 }), device: { id: 2 } },
        ],
        circuits: [
          {
            id: 601,
            cid: 'C-1',
            provider: { id: 5, name: 'Lumen' },
            status: { value: 'active' },
            commit_rate: 40_000_000,
            distance: 12.5,
            distance_unit: { value: 'km' },
          },
        ],
        circuit_terminations: [
          { id: 701, circuit: { id: 601 }, term_side: 'A', cable: { id: 503 }, cable_end: 'B' },
          { id: 702, circuit: { id: 601 }, term_side: 'Z', cable: { id: 504 }, cable_end: 'B' },
        ],
        cables: [
          {
            id: 503,
            a_terminations: [{ object_type: 'dcim.interface', object_id: 101 }],
            b_terminations: [{ object_type: 'circuits.circuittermination', object_id: 701 }],
          },
          {
            id: 504,
            a_terminations: [{ object_type: 'dcim.interface', object_id: 201 }],
            b_terminations: [{ object_type: 'circuits.circuittermination', object_id: 702 }],
          },
        ],
      },
      { carrierId: 'uslhcnet' },
    );
    expect((document.links ?? []).map((l) => [l.name, l.capacityBps, l.lengthKm])).toEqual([
      ['C-1 (Lumen)', 40e9, 12.5],
    ]);
  });
});
