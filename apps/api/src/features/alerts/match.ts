import type { Topology } from '@tiermap/domain';

/** The element an alert's labels name, or why they name none. */
export type AlertTarget =
  { kind: 'link' | 'router'; id: string; on: string } | { kind: 'none'; reason: string };

/** The labels that name the device, first present wins. */
export const DEVICE_LABELS = ['device', 'router', 'instance'] as const;
/** The labels that name the interface, first present wins. */
export const INTERFACE_LABELS = ['ifName', 'interface', 'ifAlias'] as const;

function firstLabel(
  labels: Readonly<Record<string, string>>,
  names: readonly string[],
): { name: string; value: string } | undefined {
  for (const name of names) {
    const value = labels[name]?.trim();
    if (value !== undefined && value !== '') return { name, value };
  }
  return undefined;
}

/** A Prometheus `instance` without its port: `rtr1:9116` → `rtr1`, `[::1]:9116` → `::1`. */
function withoutPort(instance: string): string {
  const bracketed = /^\[(.+)\](?::\d+)?$/.exec(instance);
  if (bracketed?.[1] !== undefined) return bracketed[1];
  const colons = instance.split(':').length - 1;
  return colons === 1 ? instance.replace(/:\d+$/, '') : instance;
}

/**
 * Which element an alert's labels name: the router named by `device`, else `router`, else
 * `instance` (without its port), by id or by name (any case); with an interface label (`ifName`,
 * else `interface`, else `ifAlias`), the link at the port of that name (or id) on that router.
 * An `ifAlias` may also be the link's own name (operators often set the circuit as the alias).
 */
export function alertTarget(
  labels: Readonly<Record<string, string>>,
  topology: Pick<Topology, 'routers' | 'ports' | 'links'>,
): AlertTarget {
  const device = firstLabel(labels, DEVICE_LABELS);
  if (device === undefined) {
    return { kind: 'none', reason: `no label names a device (${DEVICE_LABELS.join(', ')})` };
  }
  const wanted = device.name === 'instance' ? withoutPort(device.value) : device.value;
  const lower = wanted.toLowerCase();
  const router =
    topology.routers.find((r) => r.id === wanted) ??
    topology.routers.find((r) => r.name.toLowerCase() === lower);
  if (router === undefined) {
    return {
      kind: 'none',
      reason: `no router has the id or name "${wanted}" (label ${device.name})`,
    };
  }
  const iface = firstLabel(labels, INTERFACE_LABELS);
  if (iface === undefined) return { kind: 'router', id: router.id, on: router.name };
  const ifLower = iface.value.toLowerCase();
  const port =
    topology.ports.find((p) => p.routerId === router.id && p.id === iface.value) ??
    topology.ports.find((p) => p.routerId === router.id && p.name.toLowerCase() === ifLower);
  const atPort =
    port === undefined
      ? undefined
      : topology.links.find((l) => l.aPortId === port.id || l.zPortId === port.id);
  const byAlias =
    iface.name === 'ifAlias' && atPort === undefined
      ? topology.links.find((l) => {
          if (l.name.toLowerCase() !== ifLower) return false;
          const ends = topology.ports.filter((p) => p.id === l.aPortId || p.id === l.zPortId);
          return ends.some((p) => p.routerId === router.id);
        })
      : undefined;
  const link = atPort ?? byAlias;
  if (link !== undefined) {
    return { kind: 'link', id: link.id, on: `${port?.name ?? iface.value} on ${router.name}` };
  }
  return {
    kind: 'none',
    reason:
      port === undefined
        ? `router ${router.name} has no port "${iface.value}" (label ${iface.name})`
        : `no link ends at port ${port.name} on ${router.name}`,
  };
}
