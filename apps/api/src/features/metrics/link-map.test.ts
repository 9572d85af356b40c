import { describe, expect, it } from 'vitest';
import { createLinkMap, directionAt } from './link-map.js';

const map = createLinkMap([
  {
    linkId: 'geant-gva-fra',
    capacityBps: 10e9,
    aRouterId: 'geant-gva',
    aRouterName: 'mx1.gen.ch.geant.net',
    aPortName: 'xe-1/0/1',
    zRouterId: 'geant-fra',
    zRouterName: 'mx1.fra.de.geant.net',
    zPortName: 'xe-2/0/0',
  },
]);

describe('createLinkMap', () => {
  it('lookup finds a link end by router id or by router name', () => {
    expect(map.lookup('geant-gva', 'xe-1/0/1')).toEqual({
      linkId: 'geant-gva-fra',
      end: 'A',
      capacityBps: 10e9,
    });
    expect(map.lookup('mx1.fra.de.geant.net', 'xe-2/0/0')?.end).toBe('Z');
    expect(map.lookup('geant-gva', 'xe-9/9/9')).toBeUndefined();
  });

  it('directionAt: out of the A end and into the Z end are A to Z', () => {
    expect([
      directionAt('A', 'out'),
      directionAt('Z', 'in'),
      directionAt('A', 'in'),
      directionAt('Z', 'out'),
    ]).toEqual(['AtoZ', 'AtoZ', 'ZtoA', 'ZtoA']);
  });
});

describe('createLinkMap with collector names and port identifiers', () => {
  const snmp = createLinkMap([
    {
      linkId: 'lab-lo',
      capacityBps: 10e9,
      aRouterId: 'lab-r1',
      aRouterName: 'r1.lab',
      aPortName: 'lo',
      aCollectorNames: ['127.0.0.1:16161'],
      aDeviceLabel: 'instance',
      aPortMatch: 'ifIndex',
      aIfIndex: 1,
      zRouterId: 'lab-r2',
      zRouterName: 'r2.lab',
      zPortName: 'eth0',
      zIfAlias: 'to r1',
      zPortMatch: 'ifAlias',
    },
  ]);

  it('lookup finds an end by a collector name and by the port identifier the carrier chose', () => {
    expect(snmp.lookup('127.0.0.1:16161', '1')?.end).toBe('A');
    expect(snmp.lookup('127.0.0.1:16161', 'lo')?.end).toBe('A');
    expect(snmp.lookup('lab-r1', '1')?.end).toBe('A');
    expect(snmp.lookup('r2.lab', 'to r1')?.end).toBe('Z');
    expect(snmp.lookup('lab-r2', 'eth0')?.end).toBe('Z');
    expect(snmp.lookup('other', '1')).toBeUndefined();
  });

  it('endpoints name each end by its carrier label and identifier, collector names first', () => {
    expect(snmp.endpoints('lab-lo')).toEqual({
      a: {
        device: '127.0.0.1:16161',
        devices: ['127.0.0.1:16161'],
        port: '1',
        deviceLabel: 'instance',
        portLabel: 'ifIndex',
      },
      z: { device: 'lab-r2', devices: ['lab-r2'], port: 'to r1', portLabel: 'ifAlias' },
    });
  });

  it('endpoints keep today: router id and ifName when nothing is set', () => {
    expect(map.endpoints('geant-gva-fra')).toEqual({
      a: { device: 'geant-gva', devices: ['geant-gva'], port: 'xe-1/0/1', portLabel: 'ifName' },
      z: { device: 'geant-fra', devices: ['geant-fra'], port: 'xe-2/0/0', portLabel: 'ifName' },
    });
  });
});
