/** NetBox interface types (`type.value`) that are not physical ports. */
const NOT_PHYSICAL = new Set(['virtual', 'bridge', 'lag']);

/** Line rates of the NetBox types whose name does not state them, bits per second. */
const FIXED_BPS: Readonly<Record<string, number>> = {
  t1: 1_544_000,
  e1: 2_048_000,
  t3: 44_736_000,
  e3: 34_368_000,
};

/** SONET/SDH: OC-n is n times 51.84 Mb/s (OC-192 is 9 953 280 000 b/s, as docs/model/port.md). */
const OC_BPS = 51_840_000;

/** False for the NetBox types that are not physical: virtual, bridge, LAG, wireless. */
export function isPhysicalInterfaceType(type: string | undefined): boolean {
  if (type === undefined) return true;
  return (
    !NOT_PHYSICAL.has(type) && !type.startsWith('ieee802.11') && !type.startsWith('other-wireless')
  );
}

/**
 * The line rate a NetBox interface type implies, bits per second, e.g. `10gbase-x-sfpp` 10 Gb/s,
 * `2.5gbase-t` 2.5 Gb/s, `100base-tx` 100 Mb/s, `sonet-oc192` 9.95328 Gb/s; undefined when the
 * type does not say (`other`, Fibre Channel, InfiniBand, unknown).
 */
export function interfaceTypeSpeedBps(type: string | undefined): number | undefined {
  if (type === undefined) return undefined;
  const fixed = FIXED_BPS[type];
  if (fixed !== undefined) return fixed;
  const sonet = /^sonet-oc(\d+)$/.exec(type);
  if (sonet !== null) return Number(sonet[1]) * OC_BPS;
  const ethernet = /^(\d+(?:\.\d+)?)(t|g|m)?base-/.exec(type);
  if (ethernet === null) return undefined;
  const rate = Number(ethernet[1]);
  return rate * (ethernet[2] === 't' ? 1e12 : ethernet[2] === 'g' ? 1e9 : 1e6);
}
