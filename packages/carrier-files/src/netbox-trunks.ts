import type { UploadTrunk } from '@tiermap/domain';
import { interfaceIdPart, type IdRegistry } from './import-ids.js';
import type { WarningLog } from './import-warning.js';
import type { NetboxEquipment } from './netbox-equipment.js';
import type { NetboxInterface, NetboxObjects } from './netbox-export.js';
import type { NetboxLinks } from './netbox-links.js';
import { interfaceWhere } from './netbox-where.js';
import { appendTo, clipped, trunkGroups } from './upload-parts.js';

/**
 * Trunks from LAGs: a LAG interface's members are the interfaces whose `lag` names it, and the
 * trunk bundles the links on those members. The LAGs at the two ends of one bundle bundle the same
 * links and make one trunk. A LAG with fewer than two linked members is not a trunk.
 */
export function netboxTrunks(
  objects: NetboxObjects,
  equipment: NetboxEquipment,
  links: NetboxLinks,
  ids: IdRegistry,
  log: WarningLog,
): UploadTrunk[] {
  const lags = new Map(
    objects.interfaces
      .filter((iface) => iface.type === 'lag' && equipment.routerOfDevice.has(iface.device.id))
      .map((lag) => [lag.id, lag]),
  );
  const members = new Map<number, NetboxInterface[]>();
  for (const iface of objects.interfaces) {
    if (!iface.lag || !equipment.ports.has(iface.id)) continue;
    if (!lags.has(iface.lag.id)) {
      log.warn(
        'missing-object',
        `its LAG ${iface.lag.id} is not in the export: not bundled`,
        interfaceWhere(iface),
      );
      continue;
    }
    appendTo(members, iface.lag.id, iface);
  }

  const bundles = new Map<string, { lags: NetboxInterface[]; linkIds: string[] }>();
  for (const lag of lags.values()) {
    const linkIds: string[] = [];
    const seen = new Set<string>();
    for (const member of members.get(lag.id) ?? []) {
      const linkId = links.linkOfInterface.get(member.id);
      if (linkId === undefined) {
        log.warn(
          'lag-member-unlinked',
          `a member of LAG "${lag.name}" without a link: left out of the trunk`,
          interfaceWhere(member),
        );
      } else if (!seen.has(linkId)) {
        seen.add(linkId);
        linkIds.push(linkId);
      }
    }
    if (linkIds.length < 2) {
      log.warn(
        'lag-too-small',
        `${linkIds.length} linked member(s): a trunk bundles at least two links, so no trunk`,
        interfaceWhere(lag),
      );
      continue;
    }
    const key = [...linkIds].sort().join(' ');
    const bundle = bundles.get(key) ?? { lags: [], linkIds };
    bundle.lags.push(lag);
    bundles.set(key, bundle);
  }

  const trunkOfLink = new Map<string, string>();
  const trunks: UploadTrunk[] = [];
  for (const { lags: ends, linkIds } of bundles.values()) {
    const [first] = ends;
    if (first === undefined) continue;
    const where = interfaceWhere(first);
    const clash = linkIds.find((id) => trunkOfLink.has(id));
    if (clash !== undefined) {
      log.warn(
        'lag-mismatch',
        `its links are bundled differently at the other end (link ${clash} is in trunk ${trunkOfLink.get(clash) ?? ''}): no trunk`,
        where,
      );
      continue;
    }
    if (new Set(linkIds.map((id) => links.routersOfLink.get(id))).size > 1) {
      log.warn('lag-mismatch', 'its links do not all join the same two routers: no trunk', where);
      continue;
    }
    const router = equipment.routerOfDevice.get(first.device.id);
    const name = ends
      .map((lag) => `${equipment.routerOfDevice.get(lag.device.id)?.name ?? ''} ${lag.name}`)
      .join(' - ');
    const groups = trunkGroups(linkIds);
    groups.forEach((memberLinkIds, n) => {
      const base = `${router?.id ?? 'trunk'}:${interfaceIdPart(first.name) || `lag${first.id}`}`;
      const id = ids.claim(groups.length > 1 ? `${base}-${n + 1}` : base);
      for (const linkId of memberLinkIds) trunkOfLink.set(linkId, id);
      trunks.push({ id, name: clipped(name, 200), memberLinkIds });
    });
  }
  return trunks;
}
