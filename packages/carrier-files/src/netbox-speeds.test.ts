import { describe, expect, it } from 'vitest';
import { interfaceTypeSpeedBps, isPhysicalInterfaceType } from './netbox-speeds.js';

describe('interfaceTypeSpeedBps', () => {
  it('interfaceTypeSpeedBps reads the line rate from NetBox Ethernet type names', () => {
    expect(interfaceTypeSpeedBps('100base-tx')).toBe(100e6);
    expect(interfaceTypeSpeedBps('1000base-t')).toBe(1e9);
    expect(interfaceTypeSpeedBps('1000base-x-sfp')).toBe(1e9);
    expect(interfaceTypeSpeedBps('2.5gbase-t')).toBe(2.5e9);
    expect(interfaceTypeSpeedBps('10gbase-x-sfpp')).toBe(10e9);
    expect(interfaceTypeSpeedBps('25gbase-x-sfp28')).toBe(25e9);
    expect(interfaceTypeSpeedBps('100gbase-x-qsfp28')).toBe(100e9);
    expect(interfaceTypeSpeedBps('400gbase-x-qsfpdd')).toBe(400e9);
    expect(interfaceTypeSpeedBps('1.6tbase-x-osfp1600')).toBe(1.6e12);
  });

  it('interfaceTypeSpeedBps gives SONET and TDM types their line rates', () => {
    expect(interfaceTypeSpeedBps('sonet-oc192')).toBe(9_953_280_000);
    expect(interfaceTypeSpeedBps('sonet-oc48')).toBe(2_488_320_000);
    expect(interfaceTypeSpeedBps('e1')).toBe(2_048_000);
  });

  it('interfaceTypeSpeedBps says nothing for types without a rate', () => {
    expect(interfaceTypeSpeedBps('other')).toBeUndefined();
    expect(interfaceTypeSpeedBps('16gfc-sfpp')).toBeUndefined();
    expect(interfaceTypeSpeedBps(undefined)).toBeUndefined();
  });
});

describe('isPhysicalInterfaceType', () => {
  it('isPhysicalInterfaceType rejects virtual, bridge, LAG and wireless interfaces', () => {
    for (const type of ['virtual', 'bridge', 'lag', 'ieee802.11ax']) {
      expect(isPhysicalInterfaceType(type)).toBe(false);
    }
    expect(isPhysicalInterfaceType('10gbase-x-sfpp')).toBe(true);
    expect(isPhysicalInterfaceType(undefined)).toBe(true);
  });
});
