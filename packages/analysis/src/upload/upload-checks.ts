import {
  DIRECTIONS,
  ENTITY_CATALOGUE,
  type Direction,
  OPTIONAL_LIST_ENTRIES,
  type CarrierUpload,
  type CatalogueSliceKey,
  type Topology,
} from '@tiermap/domain';
import { topologyProblems } from '../topology-integrity.js';
import {
  appendTo,
  carrierSlice,
  sliceDocument,
  uploadSlice,
  withCarrierSlice,
  type CarrierSlice,
} from './carrier-slice.js';
import { crossConnectChecks } from './cross-connects.js';

/** A field of the upload document, as a path of keys and indexes. */
export type DocumentPath = Array<string | number>;

/** One thing wrong with an upload; `path` is in the document when `inDocument`. */
export interface UploadCheckProblem {
  path: DocumentPath;
  /** False when the problem is with other data (another carrier's link, a path). */
  inDocument: boolean;
  message: string;
  /**
   * Where the item the problem is about sat in the carrier's previous document (the one it had
   * before this upload, as `sliceDocument` writes it), when the upload removed it.
   */
  previous?: DocumentPath;
}

export interface UploadCheck {
  /** Changes to equipment that is not the carrier's: the upload is refused whole (403). */
  forbidden: UploadCheckProblem[];
  /** Everything else wrong: duplicate ids, references that do not resolve, broken paths (422). */
  problems: UploadCheckProblem[];
  /** The carrier's equipment as the document describes it. */
  slice: CarrierSlice;
  /** The whole topology with the carrier's part replaced; consistent when both lists are empty. */
  merged: Topology;
}

/** Slice keys of the kinds sharing the equipment id space (the entity catalogue's). */
type EquipmentKind = CatalogueSliceKey;
/** What messages call each kind, by slice key. */
const SINGULAR: Readonly<Record<string, string>> = Object.fromEntries(
  ENTITY_CATALOGUE.map((e) => [e.sliceKey, e.what]),
);

/**
 * Checks an upload (already valid against its schema) against the stored topology: every id the
 * document uses must be new or the carrier's own, every reference must resolve, a link ends on
 * another carrier's port only with that carrier's cross-connect (`crossConnectChecks`), and the
 * topology that results must stay consistent (no path may lose a link, no other carrier's link
 * may lose its port). Pure: the stored topology comes in.
 */
export function checkUpload(topology: Topology, document: CarrierUpload): UploadCheck {
  const carrierId = document.carrier;
  const forbidden: UploadCheckProblem[] = [];
  const problems: UploadCheckProblem[] = [];
  const at = documentIndex(document);
  const owners = ownership(topology);
  const forbid = (path: DocumentPath, message: string) =>
    forbidden.push({ path, inDocument: true, message });
  const problem = (path: DocumentPath, message: string) =>
    problems.push({ path, inDocument: true, message });

  // Ids: unique in the document, and new or this carrier's own.
  for (const [id, uses] of at.duplicates) {
    for (const path of uses.slice(1)) {
      problem(
        [...path, 'id'],
        `id "${id}" is used twice in this document (first at ${pathText(uses[0] ?? [])})`,
      );
    }
  }
  for (const [id, { path }] of at.equipment) {
    const owner = owners.equipment.get(id);
    if (owner !== undefined && owner.carrierId !== carrierId) {
      forbid(
        [...path, 'id'],
        `${owner.what} '${id}' belongs to carrier '${owner.carrierId}', not '${carrierId}'`,
      );
    }
  }
  for (const [id, path] of at.maintenances) {
    const owner = owners.maintenances.get(id);
    if (owner !== undefined && owner !== carrierId) {
      forbid(
        [...path, 'id'],
        `maintenance window '${id}' belongs to carrier '${owner}', not '${carrierId}'`,
      );
    }
  }

  // References.
  const sites = new Map(topology.sites.map((s) => [s.id, s]));
  document.routers.forEach((router, i) => {
    if (router.siteId === undefined) return;
    const site = sites.get(router.siteId);
    if (site === undefined)
      problem(['routers', i, 'siteId'], `site '${router.siteId}' does not exist`);
    else if (site.carrierId !== carrierId) {
      forbid(
        ['routers', i, 'siteId'],
        `site '${site.id}' is operated by carrier '${site.carrierId}', not '${carrierId}'`,
      );
    }
  });
  const foreignPort = (id: string) => {
    const owner = owners.equipment.get(id);
    return owner !== undefined && owner.kind === 'ports' && owner.carrierId !== carrierId;
  };
  document.links.forEach((link, i) => {
    for (const end of ['aPortId', 'zPortId'] as const) {
      const id = link[end];
      const here = at.equipment.get(id);
      if (here !== undefined ? here.kind !== 'ports' : !foreignPort(id)) {
        problem(
          ['links', i, end],
          here === undefined
            ? `port '${id}' does not exist, in this document or at another carrier`
            : `'${id}' is a ${SINGULAR[here.kind] ?? here.kind}, not a port`,
        );
      }
    }
    if (link.aPortId === link.zPortId)
      problem(['links', i, 'zPortId'], 'a link joins two different ports');
  });
  const memberOf = new Map<string, string>();
  document.trunks.forEach((trunk, i) => {
    trunk.memberLinkIds.forEach((linkId, j) => {
      const path = ['trunks', i, 'memberLinkIds', j];
      const here = at.equipment.get(linkId);
      const owner = owners.equipment.get(linkId);
      if (here?.kind === 'links') {
        const other = memberOf.get(linkId);
        if (other !== undefined)
          problem(path, `link '${linkId}' is already a member of trunk '${other}'`);
        memberOf.set(linkId, trunk.id);
      } else if (here === undefined && owner !== undefined && owner.carrierId !== carrierId) {
        forbid(
          path,
          `link '${linkId}' belongs to carrier '${owner.carrierId}': a trunk bundles its own carrier's links`,
        );
      } else {
        problem(path, `link '${linkId}' is not a link of this document`);
      }
    });
  });
  document.maintenances.forEach((window, i) => {
    window.equipmentIds.forEach((id, j) => {
      const path = ['maintenances', i, 'equipmentIds', j];
      const owner = owners.equipment.get(id);
      if (at.equipment.has(id)) return;
      if (owner !== undefined && owner.carrierId !== carrierId) {
        forbid(
          path,
          `${owner.what} '${id}' belongs to carrier '${owner.carrierId}': a window covers its own carrier's equipment`,
        );
      } else {
        problem(path, `'${id}' is not equipment of this document`);
      }
    });
  });

  // Links on other carriers' ports, and other carriers' links on this one's: both sides agree.
  const ports = new Set(
    [...at.equipment].filter(([, { kind }]) => kind === 'ports').map(([id]) => id),
  );
  const crossConnects = crossConnectChecks(topology, document, ports);
  forbidden.push(...crossConnects.forbidden);
  problems.push(...crossConnects.problems);

  const slice = uploadSlice(document);
  const merged = withCarrierSlice(topology, carrierId, slice);
  if (forbidden.length === 0 && problems.length === 0) {
    const removals = pathRemovals(topology, carrierId, at);
    problems.push(...removals.problems);
    for (const found of topologyProblems(merged)) {
      if (!removals.explained.has(found.path)) problems.push(translated(found, merged, at));
    }
  }
  return { forbidden, problems, slice, merged };
}

/**
 * The paths the upload breaks by removing a link or trunk they cross, one problem per removed
 * item and path, by the sites and hops (1-based, from each end) and with the advice; and the
 * integrity problems (`paths[i].hops.AtoZ[j]`) they explain, so those are not told twice.
 */
function pathRemovals(
  topology: Topology,
  carrierId: string,
  at: DocumentIndex,
): { problems: UploadCheckProblem[]; explained: Set<string> } {
  const removed = new Map<string, string>();
  for (const link of topology.links) {
    if (link.carrierId === carrierId && !at.equipment.has(link.id)) removed.set(link.id, 'link');
  }
  for (const trunk of topology.trunks) {
    if (trunk.carrierId === carrierId && !at.equipment.has(trunk.id)) {
      removed.set(trunk.id, 'trunk');
    }
  }
  // The previous document is written out only when a removal does break a path.
  let previous: CarrierUpload | undefined;
  const placeOf = (what: string, id: string): DocumentPath => {
    previous ??= sliceDocument(carrierId, carrierSlice(topology, carrierId));
    const list = what === 'trunk' ? previous.trunks : previous.links;
    return [what === 'trunk' ? 'trunks' : 'links', list.findIndex((item) => item.id === id)];
  };
  const problems: UploadCheckProblem[] = [];
  const explained = new Set<string>();
  if (removed.size === 0) return { problems, explained };
  topology.paths.forEach((path, i) => {
    const uses = new Map<string, Array<{ direction: Direction; hop: number }>>();
    for (const direction of DIRECTIONS) {
      path.hops[direction].forEach((hop, j) => {
        const id = 'linkId' in hop ? hop.linkId : hop.trunkId;
        if (!removed.has(id)) return;
        appendTo(uses, id, { direction, hop: j });
        explained.add(`paths[${i}].hops.${direction}[${j}]`);
      });
    }
    for (const [id, hops] of uses) {
      const what = removed.get(id);
      const first = hops[0];
      if (what === undefined || first === undefined) continue;
      const from = (direction: Direction) => (direction === 'AtoZ' ? path.aSiteId : path.zSiteId);
      const where = hops.map((h) => `hop ${h.hop + 1} from ${from(h.direction)}`).join(', ');
      problems.push({
        path: [`path '${path.id}'.hops.${first.direction}[${first.hop}]`],
        inDocument: false,
        previous: placeOf(what, id),
        message: `removing ${what} "${id}" breaks the ${path.aSiteId} → ${path.zSiteId} path (path ${path.id}, ${where}); move the path off it first or keep the ${what}`,
      });
    }
  });
  return { problems, explained };
}

/** Where each id sits in the document. */
interface DocumentIndex {
  equipment: Map<string, { kind: EquipmentKind; path: DocumentPath }>;
  maintenances: Map<string, DocumentPath>;
  duplicates: Map<string, DocumentPath[]>;
}

function documentIndex(document: CarrierUpload): DocumentIndex {
  const index: DocumentIndex = {
    equipment: new Map(),
    maintenances: new Map(),
    duplicates: new Map(),
  };
  const uses = new Map<string, DocumentPath[]>();
  const add = (kind: EquipmentKind, id: string, path: DocumentPath) => {
    appendTo(uses, id, path);
    if (!index.equipment.has(id)) index.equipment.set(id, { kind, path });
  };
  document.routers.forEach((router, i) => {
    add('routers', router.id, ['routers', i]);
    add('backplanes', router.backplane.id, ['routers', i, 'backplane']);
    router.blades.forEach((blade, j) => {
      add('blades', blade.id, ['routers', i, 'blades', j]);
      blade.ports.forEach((port, k) =>
        add('ports', port.id, ['routers', i, 'blades', j, 'ports', k]),
      );
    });
  });
  for (const { sliceKey } of OPTIONAL_LIST_ENTRIES) {
    document[sliceKey]?.forEach((item, i) => add(sliceKey, item.id, [sliceKey, i]));
  }
  document.links.forEach((link, i) => add('links', link.id, ['links', i]));
  document.trunks.forEach((trunk, i) => add('trunks', trunk.id, ['trunks', i]));
  const windows = new Map<string, DocumentPath[]>();
  document.maintenances.forEach((window, i) => {
    appendTo(windows, window.id, ['maintenances', i]);
    if (!index.maintenances.has(window.id)) index.maintenances.set(window.id, ['maintenances', i]);
  });
  for (const [id, paths] of [...uses, ...windows]) {
    if (paths.length > 1) index.duplicates.set(id, paths);
  }
  return index;
}

/** Who owns every stored id. */
function ownership(topology: Topology) {
  const routerCarrier = new Map(topology.routers.map((r) => [r.id, r.carrierId]));
  const equipment = new Map<string, { kind: EquipmentKind; what: string; carrierId: string }>();
  const put = (kind: EquipmentKind, id: string, carrierId: string | undefined) => {
    if (carrierId !== undefined) {
      equipment.set(id, { kind, what: SINGULAR[kind] ?? kind, carrierId });
    }
  };
  for (const entry of ENTITY_CATALOGUE) {
    if (!entry.equipment) continue;
    for (const e of (topology[entry.sliceKey] ?? []) as ReadonlyArray<{
      id: string;
      carrierId?: string;
      routerId?: string;
    }>) {
      const owner = entry.owner === 'router' ? routerCarrier.get(e.routerId ?? '') : e.carrierId;
      put(entry.sliceKey, e.id, owner);
    }
  }
  return {
    equipment,
    maintenances: new Map(topology.maintenances.map((m) => [m.id, m.carrierId])),
  };
}

/** A problem of the merged topology, pointed at the document where the entity comes from it. */
function translated(
  found: { path: string; message: string },
  merged: Topology,
  at: DocumentIndex,
): UploadCheckProblem {
  const match = /^(\w+)\[(\d+)\](.*)$/.exec(found.path);
  const kind = match?.[1] as keyof Topology | undefined;
  const items =
    kind === undefined ? undefined : (merged[kind] as ReadonlyArray<{ id: string }> | undefined);
  const item = items?.[Number(match?.[2])];
  const rest = (match?.[3] ?? '').replace(/^\./, '');
  if (item !== undefined && kind !== undefined) {
    const place =
      kind === 'maintenances' ? at.maintenances.get(item.id) : at.equipment.get(item.id)?.path;
    if (
      place !== undefined &&
      (kind === 'maintenances' || at.equipment.get(item.id)?.kind === kind)
    ) {
      const field = rest.split(/[.[\]]/).filter((part) => part !== '');
      return {
        path: [...place, ...field.map((f) => (/^\d+$/.test(f) ? Number(f) : f))],
        inDocument: true,
        message: found.message,
      };
    }
    const what = SINGULAR[kind] ?? kind.replace(/s$/, '');
    return {
      path: [`${what} '${item.id}'${rest === '' ? '' : `.${rest}`}`],
      inDocument: false,
      message: `${found.message} (after this upload)`,
    };
  }
  return { path: [found.path], inDocument: false, message: found.message };
}

function pathText(path: DocumentPath): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
