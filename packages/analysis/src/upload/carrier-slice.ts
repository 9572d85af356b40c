import {
  ENTITY_CATALOGUE,
  OPTIONAL_LIST_ENTRIES,
  type CarrierUpload,
  type CatalogueSliceKey,
  type OptionalSliceKey,
  type Port,
  type Topology,
} from '@tiermap/domain';

/**
 * Everything one carrier owns: one list per kind of the entity catalogue (its routers with what
 * they hold, its links, trunks and windows...).
 */
export type CarrierSlice = Pick<Topology, CatalogueSliceKey>;

/** An empty slice: no entity of any kind. */
export function emptySlice(): CarrierSlice {
  return Object.fromEntries(
    ENTITY_CATALOGUE.map((e) => [e.sliceKey, []]),
  ) as unknown as CarrierSlice;
}

type Owned = { id: string; carrierId?: string; routerId?: string };

/** The carrier's part of a topology: a router's backplane, blades and ports go with it. */
export function carrierSlice(topology: Topology, carrierId: string): CarrierSlice {
  const own = new Set(topology.routers.filter((r) => r.carrierId === carrierId).map((r) => r.id));
  const slice: Record<string, Owned[]> = {};
  for (const entry of ENTITY_CATALOGUE) {
    slice[entry.sliceKey] = ((topology[entry.sliceKey] ?? []) as readonly Owned[]).filter((e) =>
      entry.owner === 'router' ? own.has(e.routerId ?? '') : e.carrierId === carrierId,
    );
  }
  return slice as unknown as CarrierSlice;
}

/** The topology with one carrier's part replaced by another slice. */
export function withCarrierSlice(
  topology: Topology,
  carrierId: string,
  slice: CarrierSlice,
): Topology {
  const old = carrierSlice(topology, carrierId);
  const without = <T>(all: readonly T[], gone: readonly T[]): T[] => {
    const drop = new Set(gone);
    return all.filter((item) => !drop.has(item));
  };
  const merged: Record<string, unknown[]> = {};
  for (const { sliceKey } of ENTITY_CATALOGUE) {
    merged[sliceKey] = [
      ...without<unknown>(topology[sliceKey] ?? [], old[sliceKey] ?? []),
      ...((slice[sliceKey] ?? []) as unknown[]),
    ];
  }
  return { ...topology, ...(merged as unknown as CarrierSlice) };
}

/** The entities an upload document describes, owned by its carrier. */
export function uploadSlice(document: CarrierUpload): CarrierSlice {
  const carrierId = document.carrier;
  const trunkOf = new Map<string, string>();
  for (const trunk of document.trunks) {
    for (const linkId of trunk.memberLinkIds) trunkOf.set(linkId, trunk.id);
  }
  const slice = emptySlice();
  const crossConnectOf = new Map(document.crossConnects.map((c) => [c.portId, c]));
  // The carrier's collector naming travels on each of its routers: the link map reads it per end.
  const { deviceLabel, portMatch } = document.collectors ?? {};
  for (const { backplane, blades, siteId, collectorNames, ...router } of document.routers) {
    slice.routers.push({
      ...router,
      carrierId,
      ...(siteId === undefined ? {} : { siteId }),
      ...(collectorNames === undefined ? {} : { collectorNames }),
      ...(deviceLabel === undefined ? {} : { deviceLabel }),
      ...(portMatch === undefined ? {} : { portMatch }),
    });
    slice.backplanes.push({ ...backplane, routerId: router.id });
    for (const { ports, ...blade } of blades) {
      slice.blades.push({ ...blade, routerId: router.id });
      for (const port of ports) {
        const crossConnect = crossConnectOf.get(port.id);
        slice.ports.push({
          ...port,
          routerId: router.id,
          bladeId: blade.id,
          ...(crossConnect === undefined
            ? {}
            : {
                crossConnectCarrierId: crossConnect.carrier,
                crossConnectPortId: crossConnect.peerPortId,
              }),
        });
      }
    }
  }
  // The flat kinds added later (patch panels...): the carrier's own, as written.
  for (const { sliceKey } of OPTIONAL_LIST_ENTRIES) {
    Object.assign(slice, {
      [sliceKey]: (document[sliceKey] ?? []).map((item) => ({ ...item, carrierId })),
    });
  }
  for (const link of document.links) {
    const trunkId = trunkOf.get(link.id);
    slice.links.push({ ...link, carrierId, ...(trunkId === undefined ? {} : { trunkId }) });
  }
  // Member and equipment lists have no order; the graph lists them by id.
  for (const trunk of document.trunks) {
    slice.trunks.push({ ...trunk, memberLinkIds: [...trunk.memberLinkIds].sort(), carrierId });
  }
  for (const window of document.maintenances) {
    slice.maintenances.push({
      ...window,
      equipmentIds: [...window.equipmentIds].sort(),
      carrierId,
    });
  }
  return slice;
}

/** The upload document that describes a slice: what `GET .../document` answers. */
export function sliceDocument(carrierId: string, slice: CarrierSlice): CarrierUpload {
  const byRouter = <T extends { routerId: string }>(items: readonly T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) appendTo(map, item.routerId, item);
    return map;
  };
  const backplanes = byRouter(slice.backplanes);
  const blades = byRouter(slice.blades);
  const ports = new Map<string, Port[]>();
  for (const port of slice.ports) appendTo(ports, port.bladeId, port);
  const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const routers = [...slice.routers].sort(byId);
  const naming = routers[0];
  const collectors = {
    ...(naming?.deviceLabel === undefined ? {} : { deviceLabel: naming.deviceLabel }),
    ...(naming?.portMatch === undefined ? {} : { portMatch: naming.portMatch }),
  };
  return {
    format: 'tiermap-carrier/1',
    carrier: carrierId,
    ...(Object.keys(collectors).length === 0 ? {} : { collectors }),
    routers: routers.map(({ carrierId: _c, deviceLabel: _d, portMatch: _p, ...router }) => {
      const backplane = backplanes.get(router.id)?.[0];
      return {
        ...router,
        backplane: {
          id: backplane?.id ?? `${router.id}:backplane`,
          capacityBps: backplane?.capacityBps ?? 1,
        },
        blades: [...(blades.get(router.id) ?? [])]
          .sort((a, b) => a.slot - b.slot || byId(a, b))
          .map(({ routerId: _r, ...blade }) => ({
            ...blade,
            ports: [...(ports.get(blade.id) ?? [])]
              .sort(byId)
              .map(
                ({
                  routerId: _pr,
                  bladeId: _b,
                  crossConnectCarrierId: _cc,
                  crossConnectPortId: _cp,
                  ...port
                }) => port,
              ),
          })),
      };
    }),
    ...optionalLists(slice),
    links: [...slice.links].sort(byId).map(({ carrierId: _c, trunkId: _t, ...link }) => link),
    trunks: [...slice.trunks].sort(byId).map(({ carrierId: _c, ...trunk }) => trunk),
    maintenances: [...slice.maintenances].sort(byId).map(({ carrierId: _c, ...window }) => window),
    crossConnects: [...slice.ports].sort(byId).flatMap((port) =>
      port.crossConnectCarrierId === undefined || port.crossConnectPortId === undefined
        ? []
        : [
            {
              portId: port.id,
              carrier: port.crossConnectCarrierId,
              peerPortId: port.crossConnectPortId,
            },
          ],
    ),
  };
}

/** `item` added to the list at `key`, in place: copying the list on each add is quadratic. */
export function appendTo<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}

/** The slice's lists of the kinds added later (patch panels...), as the document writes them. */
function optionalLists(slice: CarrierSlice): Pick<CarrierUpload, OptionalSliceKey> {
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return Object.fromEntries(
    OPTIONAL_LIST_ENTRIES.map(({ sliceKey }) => [
      sliceKey,
      [...(slice[sliceKey] ?? [])].sort(byId).map(({ carrierId: _c, ...item }) => item),
    ]),
  );
}
