/**
 * What each field of a carrier upload holds, with its unit and an example: the one table every
 * message about a field is written from (and docs/carrier-upload.md's "Messages" section). Keyed
 * by the field's own name, which means the same thing wherever it appears in the document.
 */
export const UPLOAD_FIELDS: Readonly<Record<string, { what: string; example: string }>> = {
  speedBps: { what: 'bits per second', example: '100000000000 for 100G' },
  capacityBps: { what: 'bits per second', example: '960000000000 for 960G' },
  fabricCapacityBps: { what: 'bits per second', example: '400000000000 for 400G' },
  rttMs: { what: 'milliseconds, round trip', example: '11.5' },
  lengthKm: { what: 'kilometres', example: '880' },
  lat: { what: 'degrees of latitude, -90 to 90', example: '46.2 for Geneva' },
  lon: { what: 'degrees of longitude, -180 to 180', example: '6.1 for Geneva' },
  slot: { what: 'a whole slot number from 0', example: '3' },
  startsAt: { what: 'an ISO 8601 instant with its offset', example: '2026-12-01T06:00:00Z' },
  endsAt: { what: 'an ISO 8601 instant with its offset', example: '2026-12-01T08:00:00Z' },
  id: { what: 'an id of letters, digits and . _ : / -', example: 'geant-gva:xe-0/0/0' },
  aPortId: { what: "a port's id", example: 'geant-gva:xe-0/0/0' },
  zPortId: { what: "a port's id", example: 'cern-r1:et-1/0/0' },
  peerPortId: { what: "a port's id", example: 'cern-r1:et-1/0/0' },
  portId: { what: "one of this document's port ids", example: 'geant-gva:xe-0/0/0' },
  siteId: { what: "a site's id", example: 'CERN' },
  addresses: {
    what: 'a list of the IPv4 or IPv6 addresses the port answers on',
    example: '["192.0.2.1", "2001:db8::1"]',
  },
  carrier: { what: "a carrier's id", example: 'geant' },
  format: { what: 'the format name', example: 'tiermap-carrier/1' },
  behaviour: { what: 'what alerts do during the window', example: 'mute' },
  ifIndex: { what: "the interface's SNMP ifIndex, 1 to 2147483647", example: '3' },
  ifAlias: { what: "the interface's description on the device (ifAlias)", example: 'to CNAF' },
  collectorNames: {
    what: 'the values collectors label the device with (scrape target, agent_host)',
    example: '["192.0.2.10"]',
  },
  collectors: {
    what: "how collectors name the carrier's devices and interfaces",
    example: '{ deviceLabel: instance, portMatch: ifIndex }',
  },
  deviceLabel: { what: 'the Prometheus label naming the device', example: 'instance' },
  portMatch: {
    what: 'the interface label ports match: ifName, ifAlias or ifIndex',
    example: 'ifIndex',
  },
};

const UNIT_BPS: Readonly<Record<string, number>> = {
  k: 1e3,
  m: 1e6,
  g: 1e9,
  t: 1e12,
};

/**
 * "100G", "10 Gbps", "400GE", "1.5Tb/s" as bits per second; undefined for text that is not a
 * speed written with a unit.
 */
export function speedTextBps(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt])(?:b(?:it)?(?:ps|\/s)?|e|ige)?\s*$/i.exec(text);
  if (match === null) return undefined;
  const scale = UNIT_BPS[(match[2] ?? '').toLowerCase()];
  return scale === undefined ? undefined : Math.round(Number(match[1]) * scale);
}

/** "speedBps is bits per second, e.g. 100000000000 for 100G"; undefined for a field not in the table. */
export function fieldDescription(key: string): string | undefined {
  const field = UPLOAD_FIELDS[key];
  return field === undefined ? undefined : `${key} is ${field.what}, e.g. ${field.example}`;
}

/** The edit distance between two keys (insertions, deletions, substitutions; case counts 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The allowed key nearest an unknown one, when it is near enough to be a slip (a third of the
 * longer name, at least 2 edits, or the key without its unit); undefined otherwise.
 */
export function nearestKey(key: string, allowed: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const distance = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (best === undefined || distance < best.distance) best = { key: candidate, distance };
  }
  if (best === undefined) return undefined;
  const near = Math.max(2, Math.floor(Math.max(key.length, best.key.length) / 3));
  return best.distance <= near ? best.key : undefined;
}
