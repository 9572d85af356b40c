import { readFileSync } from 'node:fs';
import { carrierUploadSchema, type CarrierUpload } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { ImportError, type ImportWarning } from './import-warning.js';
import { netboxToUpload } from './netbox-import.js';
import { uploadReferenceProblems } from './upload-references.js';

const FIXTURE: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/netbox-export.json', import.meta.url), 'utf8'),
);

function checked(document: unknown): CarrierUpload {
  const upload = carrierUploadSchema.parse(document);
  expect(uploadReferenceProblems(upload)).toEqual([]);
  return upload;
}

function codes(warnings: ImportWarning[]): string[] {
  return warnings.map((w) => w.code);
}

/** NetBox objects cut to the fields the importer reads, for small inline exports. */
const device = (id: number, name: string, extra: object = {}) => ({
  id,
  name,
  device_type: { id: 1, model: 'MX480', manufacturer: { id: 1, name: 'Juniper' } },
  platform: { id: 1, name: 'Junos' },
  site: { id: 1, name: 'Geneva' },
  latitude: 46.2,
  longitude: 6.1,
  ...extra,
});
const port = (id: number, deviceId: number, name: string, extra: object = {}) => ({
  id,
  device: { id: deviceId },
  module: null,
  name,
  type: { value: '10gbase-x-sfpp', label: 'SFP+ (10GE)' },
  speed: 10_000_000,
  lag: null,
  cable: null,
  ...extra,
});
const cable = (id: number, a: number, b: number, extra: object = {}) => ({
  id,
  status: { value: 'connected', label: 'Connected' },
  a_terminations: [{ object_type: 'dcim.interface', object_id: a }],
  b_terminations: [{ object_type: 'dcim.interface', object_id: b }],
  ...extra,
});
const TWO_ROUTERS = { devices: [device(1, 'gva-r1'), device(2, 'par-r1')] };

describe('netboxToUpload on the fixture export', () => {
  it('netboxToUpload turns the fixture export into a valid, consistent upload', () => {
    const { document } = netboxToUpload(FIXTURE, { carrierId: 'dfn' });
    const upload = checked(document);
    expect(upload.routers.map((r) => [r.id, r.vendor, r.model, r.os, r.location])).toEqual([
      ['dfn-fra-core1', 'Juniper', 'MX960', 'Junos', 'Frankfurt Kleyerstrasse'],
      ['dfn-ka-core1', 'Cisco', 'ASR-9010', 'IOS XR', 'KIT Campus Nord'],
    ]);
  });

  it('netboxToUpload takes coordinates from the device, else from its site in the export', () => {
    const { routers } = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    expect(routers.map((r) => [r.lat, r.lon])).toEqual([
      [50.1044, 8.6303],
      [49.0969, 8.4297],
    ]);
  });

  it('netboxToUpload makes blades of modules with ports, in slots from the bay names', () => {
    const { routers } = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    const fra = routers[0];
    expect(fra?.blades.map((b) => [b.id, b.slot, b.model, b.fabricCapacityBps])).toEqual([
      ['dfn-fra-core1:chassis', 0, 'chassis', 1e9],
      ['dfn-fra-core1:slot0', 0, 'MPC7E-MRATE', 100e9],
      ['dfn-fra-core1:slot1', 1, 'MPC-3D-16XGE-SFPP', 30e9],
    ]);
    expect(fra?.backplane).toEqual({ id: 'dfn-fra-core1:backplane', capacityBps: 131e9 });
  });

  it('netboxToUpload converts kbit/s to bit/s and infers a null speed from the interface type', () => {
    const { routers } = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    const ports = new Map(
      routers.flatMap((r) => r.blades.flatMap((b) => b.ports)).map((p) => [p.id, p.speedBps]),
    );
    expect(ports.get('dfn-fra-core1:xe-1/0/0')).toBe(10e9); // speed 10 000 000 kbit/s
    expect(ports.get('dfn-fra-core1:xe-1/0/1')).toBe(10e9); // speed null, 10gbase-x-sfpp
    expect(ports.get('dfn-fra-core1:et-0/0/0')).toBe(100e9); // speed null, 100gbase-x-qsfp28
    expect(ports.get('dfn-fra-core1:fxp0')).toBe(1e9);
    expect(ports.has('dfn-fra-core1:lo0')).toBe(false);
    expect(ports.has('dfn-fra-core1:ae0')).toBe(false);
  });

  it('netboxToUpload links cabled interfaces and joins the two sides of the circuit into one link, with lengths in km', () => {
    const { links } = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    expect(links).toEqual([
      {
        id: 'dfn-fra-core1-ka-core1',
        name: 'DFN-FRA-KA-1',
        aPortId: 'dfn-fra-core1:xe-1/0/0',
        zPortId: 'dfn-ka-core1:TenGigE0/1/0/0',
        capacityBps: 10e9,
        lengthKm: 131,
      },
      {
        id: 'dfn-fra-core1-ka-core1-2',
        name: 'DFN-FRA-KA-2',
        aPortId: 'dfn-fra-core1:xe-1/0/1',
        zPortId: 'dfn-ka-core1:TenGigE0/1/0/1',
        capacityBps: 10e9,
        lengthKm: 131,
      },
      {
        id: 'dfn-dtag-wdm-4711-0815',
        name: 'DTAG-WDM-4711-0815 (Deutsche Telekom)',
        aPortId: 'dfn-fra-core1:xe-1/0/2',
        zPortId: 'dfn-ka-core1:TenGigE0/1/0/2',
        capacityBps: 10e9,
        lengthKm: 142,
      },
    ]);
  });

  it('netboxToUpload makes one trunk of the LAGs at both ends of the bundle', () => {
    const { trunks } = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    expect(trunks).toEqual([
      {
        id: 'dfn-fra-core1:ae0',
        name: 'fra-core1 ae0 - ka-core1 Bundle-Ether1',
        memberLinkIds: ['dfn-fra-core1-ka-core1', 'dfn-fra-core1-ka-core1-2'],
      },
    ]);
  });

  it('netboxToUpload warns about the fixture: fabric once, chassis blades, the power supply, the other provider', () => {
    const { warnings } = netboxToUpload(FIXTURE, { carrierId: 'dfn' });
    expect(codes(warnings)).toEqual([
      'not-physical',
      'module-without-ports',
      'unknown-fabric',
      'no-module',
      'no-module',
      'missing-object',
      'other-provider',
    ]);
    expect(warnings).toContainEqual({
      code: 'missing-object',
      message: 'its interface 901 is not in the export: skipped',
      where: 'cable 505',
    });
    expect(warnings).toContainEqual({
      code: 'other-provider',
      message:
        'provider "Deutsche Telekom" is not the carrier imported (dfn): circuit DTAG-WDM-4711-0815 became dfn\'s link dfn-dtag-wdm-4711-0815',
      where: 'provider 3 "Deutsche Telekom"',
    });
  });

  it('netboxToUpload reads the cables off the interfaces when the export has no cables list', () => {
    const { cables: _cables, ...withoutCables } = FIXTURE as Record<string, unknown>;
    const { document, warnings } = netboxToUpload(withoutCables, { carrierId: 'dfn' });
    const upload = checked(document);
    const withCables = checked(netboxToUpload(FIXTURE, { carrierId: 'dfn' }).document);
    expect(upload.links.map((l) => [l.aPortId, l.zPortId]).sort()).toEqual(
      withCables.links.map((l) => [l.aPortId, l.zPortId]).sort(),
    );
    expect(upload.trunks).toHaveLength(1);
    expect(codes(warnings)).toContain('no-cables-list');
  });
});

describe('netboxToUpload on messy exports', () => {
  it('netboxToUpload throws an ImportError for something that is not a NetBox export', () => {
    expect(() => netboxToUpload([], { carrierId: 'geant' })).toThrow(ImportError);
    expect(() => netboxToUpload({ interfaces: [] }, { carrierId: 'geant' })).toThrow(
      /no "devices" list/,
    );
    expect(() => netboxToUpload({ devices: 'x', interfaces: [] }, { carrierId: 'geant' })).toThrow(
      /neither a list nor a REST page/,
    );
  });

  it('netboxToUpload reads REST pages and warns when one is not the last', () => {
    const page = {
      count: 3,
      next: 'https://netbox/api/dcim/devices/?limit=2&offset=2',
      previous: null,
    };
    const { document, warnings } = netboxToUpload(
      {
        devices: { ...page, results: TWO_ROUTERS.devices },
        interfaces: { count: 0, next: null, previous: null, results: [] },
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).routers).toHaveLength(2);
    expect(warnings).toContainEqual({
      code: 'incomplete-page',
      message: 'only one page of devices (2 of 3): export with ?limit=0 or follow "next"',
      where: 'devices',
    });
  });

  it('netboxToUpload skips objects that do not fit NetBox shapes, with the field that does not', () => {
    const { warnings } = netboxToUpload(
      { devices: [device(1, 'gva-r1'), { name: 'no id' }], interfaces: [] },
      { carrierId: 'geant' },
    );
    expect(warnings).toContainEqual({
      code: 'invalid-object',
      message: 'skipped: id: Invalid input: expected number, received undefined',
      where: 'devices[1]',
    });
  });

  it('netboxToUpload skips interfaces and modules of devices missing from the export', () => {
    const { document, warnings } = netboxToUpload(
      {
        devices: [device(1, 'gva-r1')],
        modules: [
          {
            id: 5,
            device: { id: 9 },
            module_bay: { name: 'FPC 0' },
            module_type: { model: 'MPC' },
          },
        ],
        interfaces: [port(10, 1, 'xe-0/0/0'), port(11, 9, 'xe-0/0/1')],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).routers[0]?.blades.flatMap((b) => b.ports.map((p) => p.id))).toEqual([
      'geant-gva-r1:xe-0/0/0',
    ]);
    expect(warnings.filter((w) => w.code === 'missing-device').map((w) => w.where)).toEqual([
      'module 5 in bay "FPC 0"',
      'interface 11 "xe-0/0/1" on device 9',
    ]);
  });

  it('netboxToUpload puts an interface whose module is missing on the chassis blade, with a warning', () => {
    const { document, warnings } = netboxToUpload(
      {
        devices: [device(1, 'gva-r1')],
        interfaces: [port(10, 1, 'xe-0/0/0', { module: { id: 77 } })],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).routers[0]?.blades.map((b) => b.id)).toEqual(['geant-gva-r1:chassis']);
    expect(codes(warnings)).toContain('missing-module');
  });

  it('netboxToUpload gives an interface without speed or telling type the default speed, with a warning', () => {
    const { document, warnings } = netboxToUpload(
      {
        devices: [device(1, 'gva-r1')],
        interfaces: [port(10, 1, 'et-0/0/0', { speed: null, type: { value: 'other' } })],
      },
      { carrierId: 'geant', defaultSpeedBps: 40e9 },
    );
    expect(checked(document).routers[0]?.blades[0]?.ports[0]?.speedBps).toBe(40e9);
    expect(warnings).toContainEqual({
      code: 'unknown-speed',
      message: 'no speed, and type "other" does not imply one: set to the default 40 Gb/s',
      where: 'interface 10 "et-0/0/0" on device 1',
    });
  });

  it('netboxToUpload places a device without coordinates anywhere at 0,0 and names what is unknown', () => {
    const bare = device(1, 'gva-r1', { latitude: null, longitude: null, platform: null });
    const { document, warnings } = netboxToUpload(
      { devices: [bare], interfaces: [] },
      { carrierId: 'geant' },
    );
    expect(checked(document).routers[0]).toMatchObject({ lat: 0, lon: 0, os: 'unknown' });
    expect(warnings).toContainEqual({
      code: 'unknown-equipment',
      message: 'no platform: "unknown" in its place',
      where: 'device 1 "gva-r1"',
    });
    expect(codes(warnings)).toContain('missing-coordinates');
  });

  it('netboxToUpload reads old-style cable terminations, takes the lower port speed and the length in km', () => {
    const old = {
      id: 3,
      termination_a_type: 'dcim.interface',
      termination_a_id: 10,
      termination_b_type: 'dcim.interface',
      termination_b_id: 20,
      length: 350,
      length_unit: { value: 'm', label: 'Meters' },
    };
    const { document } = netboxToUpload(
      {
        ...TWO_ROUTERS,
        interfaces: [port(10, 1, 'xe-0/0/0'), port(20, 2, 'ge-0/0/0', { speed: 1_000_000 })],
        cables: [old],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).links).toEqual([
      {
        id: 'geant-gva-r1-par-r1',
        name: 'gva-r1 xe-0/0/0 - par-r1 ge-0/0/0',
        aPortId: 'geant-gva-r1:xe-0/0/0',
        zPortId: 'geant-par-r1:ge-0/0/0',
        capacityBps: 1e9,
        lengthKm: 0.35,
      },
    ]);
  });

  it('netboxToUpload skips planned cables, cables to patch panels and cables within one router', () => {
    const { document, warnings } = netboxToUpload(
      {
        ...TWO_ROUTERS,
        interfaces: [
          port(10, 1, 'xe-0/0/0'),
          port(11, 1, 'xe-0/0/1'),
          port(12, 1, 'xe-0/0/2'),
          port(20, 2, 'xe-0/0/0'),
        ],
        cables: [
          cable(1, 10, 20, { status: { value: 'planned' } }),
          { ...cable(2, 11, 0), b_terminations: [{ object_type: 'dcim.frontport', object_id: 4 }] },
          cable(3, 11, 12),
        ],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).links).toEqual([]);
    expect(codes(warnings)).toEqual(
      expect.arrayContaining(['not-in-service', 'unsupported-cable-end', 'same-router']),
    );
  });

  it('netboxToUpload skips a circuit with one side not cabled into the export, and warns', () => {
    const { document, warnings } = netboxToUpload(
      {
        ...TWO_ROUTERS,
        interfaces: [port(10, 1, 'xe-0/0/0', { cable: { id: 5 }, cable_end: 'A' })],
        circuits: [
          {
            id: 7,
            cid: 'GEANT-P2P-42',
            provider: { id: 1, name: 'GEANT', slug: 'geant' },
            commit_rate: null,
          },
        ],
        circuit_terminations: [
          { id: 1, circuit: { id: 7 }, term_side: 'A', cable: { id: 5 }, cable_end: 'B' },
          { id: 2, circuit: { id: 7 }, term_side: 'Z', cable: null },
        ],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).links).toEqual([]);
    expect(warnings).toContainEqual({
      code: 'circuit-end-missing',
      message:
        "its Z side is not cabled to an interface in the export (another carrier's port must be linked by hand): skipped",
      where: 'circuit 7 "GEANT-P2P-42"',
    });
    expect(codes(warnings)).not.toContain('other-provider');
  });

  it('netboxToUpload gives a circuit without commit rate the lower port speed, with a warning', () => {
    const { document, warnings } = netboxToUpload(
      {
        ...TWO_ROUTERS,
        interfaces: [
          port(10, 1, 'xe-0/0/0', { cable: { id: 5 }, cable_end: 'A' }),
          port(20, 2, 'xe-0/0/0', { cable: { id: 6 }, cable_end: 'A' }),
        ],
        circuits: [
          {
            id: 7,
            cid: 'LHCOPN/CERN-PAR/1',
            provider: { id: 1, name: 'RENATER', slug: 'renater' },
          },
        ],
        circuit_terminations: [
          { id: 1, circuit: { id: 7 }, term_side: 'A', cable: { id: 5 }, cable_end: 'B' },
          { id: 2, circuit: { id: 7 }, term_side: 'Z', cable: { id: 6 }, cable_end: 'B' },
        ],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).links).toEqual([
      {
        id: 'geant-lhcopn-cern-par-1',
        name: 'LHCOPN/CERN-PAR/1 (RENATER)',
        aPortId: 'geant-gva-r1:xe-0/0/0',
        zPortId: 'geant-par-r1:xe-0/0/0',
        capacityBps: 10e9,
      },
    ]);
    expect(codes(warnings)).toEqual(expect.arrayContaining(['no-commit-rate', 'other-provider']));
  });

  it('netboxToUpload makes no trunk of a LAG with one linked member, or whose LAG is missing', () => {
    const lag = { id: 30, name: 'ae0' };
    const { document, warnings } = netboxToUpload(
      {
        ...TWO_ROUTERS,
        interfaces: [
          port(30, 1, 'ae0', { type: { value: 'lag' }, speed: null }),
          port(10, 1, 'xe-0/0/0', { lag }),
          port(11, 1, 'xe-0/0/1', { lag }),
          port(12, 1, 'xe-0/0/2', { lag: { id: 99 } }),
          port(20, 2, 'xe-0/0/0'),
        ],
        cables: [cable(1, 10, 20)],
      },
      { carrierId: 'geant' },
    );
    expect(checked(document).trunks).toEqual([]);
    expect(codes(warnings)).toEqual(
      expect.arrayContaining(['missing-object', 'lag-member-unlinked', 'lag-too-small']),
    );
  });

  it('netboxToUpload throws an ImportError for a carrier id no server would take', () => {
    expect(() => netboxToUpload(FIXTURE, { carrierId: 'DFN' })).toThrow(ImportError);
  });
});
