import type { Link, Port } from '@tiermap/domain';

/** The IPv4 documentation ranges (RFC 5737): TEST-NET-1, -2 and -3. */
const IPV4_RANGES = ['192.0.2', '198.51.100', '203.0.113'] as const;

/**
 * The demo's ports with the addresses their links are numbered from, as a traceroute sees them:
 * link `i` (in the topology's order) gets the point-to-point pair `2i`/`2i+1` of the IPv4
 * documentation ranges (while they last) and `2001:db8:<i+1>::1`/`::2` (RFC 3849), its A end
 * the first of each. Ports without a link have none.
 */
export function withPortAddresses(ports: readonly Port[], links: readonly Link[]): Port[] {
  const addresses = new Map<string, string[]>();
  links.forEach((link, i) => {
    const range = IPV4_RANGES[Math.floor(i / 128)];
    const host = (i % 128) * 2;
    const v6 = `2001:db8:${(i + 1).toString(16)}::`;
    [link.aPortId, link.zPortId].forEach((portId, end) => {
      const own = addresses.get(portId) ?? [];
      if (range !== undefined) own.push(`${range}.${host + end}`);
      own.push(`${v6}${end + 1}`);
      addresses.set(portId, own);
    });
  });
  return ports.map((port) => {
    const own = addresses.get(port.id);
    return own === undefined ? port : { ...port, addresses: own.slice(0, 16) };
  });
}
