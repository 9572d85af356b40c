import type { PerfsonarHostMap, SiteId } from '@tiermap/domain';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IPv6 address written out in full (eight groups of four hex digits), or undefined. */
function expandIpv6(text: string): string | undefined {
  let address = text;
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /^(.*:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (v4?.[1] !== undefined && v4[2] !== undefined) {
    const octets = v4[2].split('.').map(Number);
    if (octets.some((o) => o > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    address = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) =>
    half === undefined || half === '' ? [] : half.split(':');
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => g.padStart(4, '0')).join(':');
}

/**
 * The form a host is matched by: a name in lower case without its trailing dot; an IPv4
 * address without leading zeros; an IPv6 address (brackets and zone dropped) written in full.
 */
export function normalizeHost(host: string): string {
  const text = host.trim().toLowerCase();
  const v4 = IPV4.exec(text);
  if (v4 !== null) {
    const octets = v4.slice(1).map(Number);
    if (octets.every((o) => o <= 255)) return octets.join('.');
  }
  if (text.includes(':')) {
    const bare = text.replace(/^\[/, '').replace(/\]$/, '').replace(/%.*$/, '');
    const full = expandIpv6(bare);
    if (full !== undefined) return full;
  }
  return text.replace(/\.+$/, '');
}

/** Finds the site a perfSONAR host stands for. */
export type SiteOfHost = (host: string) => SiteId | undefined;

/**
 * The site of each host in `map`; a host listed under two sites is a mistake, reported as
 * `conflicts` (and matched to neither).
 */
export function hostSites(map: PerfsonarHostMap): { siteOf: SiteOfHost; conflicts: string[] } {
  const bySite = new Map<string, SiteId>();
  const conflicts = new Set<string>();
  for (const [siteId, hosts] of Object.entries(map)) {
    for (const host of hosts) {
      const key = normalizeHost(host);
      const known = bySite.get(key);
      if (known !== undefined && known !== siteId) conflicts.add(host);
      bySite.set(key, siteId);
    }
  }
  for (const host of conflicts) bySite.delete(normalizeHost(host));
  return {
    siteOf: (host) => bySite.get(normalizeHost(host)),
    conflicts: [...conflicts].sort(),
  };
}
