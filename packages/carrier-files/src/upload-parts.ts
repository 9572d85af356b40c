import { UPLOAD_LIMITS, type UploadBlade, type UploadPort } from '@tiermap/domain';

export const GBPS = 1_000_000_000;
/** What an importer writes for a vendor, model or OS the source does not give. */
export const UNKNOWN_EQUIPMENT = 'unknown';
/** What an importer assumes when the source gives no speed: the common 10GE. */
export const DEFAULT_SPEED_BPS = 10 * GBPS;

/** Text cut to a schema's maximum length (names 200, labels 100), never blank. */
export function clipped(text: string, maxLength: number, fallback = 'unknown'): string {
  const trimmed = text.trim();
  return trimmed === '' ? fallback : trimmed.slice(0, maxLength).trim();
}

/**
 * A blade whose fabric connection is the sum of its port speeds, so it is never oversubscribed
 * (the sources do not know the real figure). A blade without ports gets `emptyFabricBps`, as the
 * schema wants a positive capacity.
 */
export function bladeWithPorts(
  blade: { id: string; slot: number; model: string },
  ports: UploadPort[],
  emptyFabricBps: number,
): UploadBlade {
  const sumBps = ports.reduce((sum, port) => sum + port.speedBps, 0);
  return { ...blade, fabricCapacityBps: sumBps > 0 ? sumBps : emptyFabricBps, ports };
}

/** Ports split into blade-sized groups (at most {@link UPLOAD_LIMITS.portsPerBlade} each). */
export function portGroups<T>(ports: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let at = 0; at < ports.length; at += UPLOAD_LIMITS.portsPerBlade) {
    groups.push(ports.slice(at, at + UPLOAD_LIMITS.portsPerBlade));
  }
  return groups.length > 0 ? groups : [[]];
}

/** The backplane's capacity: what its blades can send into it together. */
export function backplaneCapacityBps(blades: readonly UploadBlade[], emptyBps: number): number {
  const sumBps = blades.reduce((sum, blade) => sum + blade.fabricCapacityBps, 0);
  return sumBps > 0 ? sumBps : emptyBps;
}

/** Member lists split so no trunk exceeds {@link UPLOAD_LIMITS.membersPerTrunk}, sizes balanced. */
export function trunkGroups<T>(members: readonly T[]): T[][] {
  const count = Math.ceil(members.length / UPLOAD_LIMITS.membersPerTrunk);
  if (count <= 1) return [members.slice()];
  const size = Math.ceil(members.length / count);
  const groups: T[][] = [];
  for (let at = 0; at < members.length; at += size) groups.push(members.slice(at, at + size));
  return groups;
}

/** `item` added to the list at `key`, in place: copying the list on each add is quadratic. */
export function appendTo<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}
