import { parseLineProtocol } from '@tiermap/analysis';
import { describe, expect, it } from 'vitest';
import { createPortCounters, interfaceLine } from './interface-counters.js';

describe('interface counters', () => {
  it('createPortCounters carries fractions, so slow counters add up exactly', () => {
    const counters = createPortCounters(() => 0n);
    for (let i = 0; i < 10; i += 1) counters.advance('r1', 'ge-0/0/0', 'ifInErrors', 0.25);
    expect(counters.value('r1', 'ge-0/0/0', 'ifInErrors')).toBe(2n);
    expect(counters.value('r1', 'ge-0/0/1', 'ifInErrors')).toBe(0n);
  });

  it('createPortCounters wraps each counter at its width, 32 or 64 bits', () => {
    const counters = createPortCounters((_key, bits) => (1n << BigInt(bits)) - 10n);
    counters.advance('r1', 'p', 'ifOutDiscards', 15);
    counters.advance('r1', 'p', 'ifHCOutOctets', 25);
    expect(counters.value('r1', 'p', 'ifOutDiscards')).toBe(5n);
    expect(counters.value('r1', 'p', 'ifHCOutOctets')).toBe(15n);
  });

  it('interfaceLine writes a line the line-protocol parser reads back, escaped names and all', () => {
    const line = interfaceLine(
      'starlight-chi',
      'TenGigabitEthernet 1/0',
      [
        ['ifHCInOctets', 18446744073709551615n],
        ['ifHCOutOctets', 123n],
        ['ifInErrors', 7n],
      ],
      1_773_756_000_000,
    );
    expect(line).toContain('ifHCInOctets=18446744073709551615u,ifHCOutOctets=123i,');
    const parsed = parseLineProtocol(line, 'ns');
    expect(parsed.errors).toEqual([]);
    expect(parsed.points[0]).toMatchObject({
      measurement: 'interface',
      tags: { device: 'starlight-chi', ifName: 'TenGigabitEthernet 1/0' },
      fields: { ifHCInOctets: 18446744073709551615n, ifHCOutOctets: 123n, ifInErrors: 7n },
      timestampNs: 1_773_756_000_000_000_000n,
    });
  });
});
