import { describe, expect, it } from 'vitest';
import { hostSites, normalizeHost } from './host-match.js';

describe('host matching', () => {
  it('normalizeHost ignores case and a trailing dot, and writes addresses one way', () => {
    expect(normalizeHost('PSB01.PIC.es.')).toBe('psb01.pic.es');
    expect(normalizeHost('192.065.184.046')).toBe('192.65.184.46');
    expect(normalizeHost('2001:1458:301:17::100:9')).toBe(
      normalizeHost('2001:1458:0301:0017:0:0:0100:0009'),
    );
    expect(normalizeHost('[2001:DB8::1]')).toBe('2001:0db8:0000:0000:0000:0000:0000:0001');
    expect(normalizeHost('::ffff:192.0.2.1')).toBe(normalizeHost('::ffff:c000:201'));
  });

  it('hostSites finds the site of a host by name or address, and names hosts listed twice', () => {
    const { siteOf, conflicts } = hostSites({
      PIC: ['psb01.pic.es', '193.109.172.188', '2001:67c:1148::10'],
      CERN: ['perfsonar-lt.cern.ch', 'shared.example.org'],
      FZK: ['Shared.Example.org.'],
    });
    expect(siteOf('PSB01.pic.es.')).toBe('PIC');
    expect(siteOf('193.109.172.188')).toBe('PIC');
    expect(siteOf('2001:67C:1148:0::10')).toBe('PIC');
    expect(siteOf('perfsonar-lt.cern.ch')).toBe('CERN');
    expect(siteOf('unknown.example.org')).toBeUndefined();
    expect(siteOf('shared.example.org')).toBeUndefined();
    expect(conflicts).toEqual(['Shared.Example.org.']);
  });
});
