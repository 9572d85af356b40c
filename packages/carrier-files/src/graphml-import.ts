import {
  CARRIER_UPLOAD_FORMAT,
  type CarrierUploadInput,
  type UploadLink,
  type UploadPort,
  type UploadRouter,
  type UploadTrunk,
} from '@tiermap/domain';
import { checkedCarrierId } from './carrier-option.js';
import { importedPlaces } from './graph-places.js';
import { edgeBundles, importEdges, nodeWhere, type ImportEdge } from './graphml-edges.js';
import { displayName, routerShortNames, warnComponents, warnPlace } from './graphml-nodes.js';
import { readGraphml, type GraphmlGraph } from './graphml-reader.js';
import { speedText } from './graphml-speed.js';
import { idRegistry, idSlug } from './import-ids.js';
import { warningLog, type ImportResult } from './import-warning.js';
import {
  DEFAULT_SPEED_BPS,
  UNKNOWN_EQUIPMENT,
  backplaneCapacityBps,
  bladeWithPorts,
  clipped,
  portGroups,
  trunkGroups,
} from './upload-parts.js';

export interface GraphmlImportOptions {
  /** The carrier the document describes, e.g. `esnet`. */
  carrierId: string;
  /** Starts every id; default: the graph's name as a slug (`esnet`), else the carrier id. */
  idPrefix?: string;
  /** Capacity of an edge whose file gives no speed; default 10 Gb/s. */
  defaultSpeedBps?: number;
}

/**
 * A carrier upload document from Topology Zoo or yEd GraphML: a router per node (one backplane,
 * one blade, a port per edge), a link per edge, a trunk per set of parallel edges. Whatever the
 * file lacks is guessed and warned about; throws `ImportError` only when it is not GraphML.
 */
export function graphmlToUpload(
  text: string,
  options: GraphmlImportOptions,
): ImportResult<CarrierUploadInput> {
  const read = readGraphml(text);
  const imported = graphToUpload(read.graph, options);
  return { document: imported.document, warnings: [...read.warnings, ...imported.warnings] };
}

/** {@link graphmlToUpload} of a graph already read with `readGraphml`. */
export function graphToUpload(
  graph: GraphmlGraph,
  options: GraphmlImportOptions,
): ImportResult<CarrierUploadInput> {
  const carrier = checkedCarrierId(options.carrierId);
  const defaultSpeedBps = options.defaultSpeedBps ?? DEFAULT_SPEED_BPS;
  const prefix = idSlug(options.idPrefix ?? graph.name ?? '') || carrier;
  const log = warningLog();
  const ids = idRegistry();
  const { nodes } = graph;
  if (nodes.length === 0) log.warn('empty-graph', 'the graph has no nodes: no routers');
  else {
    log.warn(
      'unknown-equipment',
      `GraphML does not say what equipment a node is: vendor, model and OS are "${UNKNOWN_EQUIPMENT}" on every router`,
    );
  }

  const edges = importEdges(graph, new Map(nodes.map((n, i) => [n.id, i])), defaultSpeedBps, log);
  const neighbours = nodes.map((): number[] => []);
  for (const { a, z } of edges) {
    neighbours[a]?.push(z);
    neighbours[z]?.push(a);
  }
  const shortNames = routerShortNames(nodes, log);
  const routerIds = shortNames.map((short) => ids.claim(`${prefix}-${short}`));
  const places = importedPlaces(nodes, neighbours);

  // A port per edge end, numbered per router in edge order.
  const ports = nodes.map((): UploadPort[] => []);
  const portIds = new Map<ImportEdge, [string, string]>();
  const addPort = (edge: ImportEdge, end: number, far: number): string => {
    const own = ports[end] ?? [];
    const number = own.length + 1;
    const id = ids.claim(`${routerIds[end] ?? prefix}:port${number}`);
    const name = clipped(`port ${number} to ${displayName(nodes[far])}`, 100);
    own.push({ id, name, speedBps: edge.speedBps });
    return id;
  };
  for (const edge of edges) {
    portIds.set(edge, [addPort(edge, edge.a, edge.z), addPort(edge, edge.z, edge.a)]);
  }

  const routers = nodes.map((node, i): UploadRouter => {
    const routerId = routerIds[i] ?? prefix;
    const place = places[i] ?? { lat: 0, lon: 0, from: 'origin' };
    warnPlace(node, place, log);
    if ((neighbours[i] ?? []).length === 0) {
      log.warn(
        'isolated-node',
        `connected to nothing: imported as a router with an empty blade (fabric capacity set to the default ${speedText(defaultSpeedBps)})`,
        nodeWhere(node),
      );
    }
    const blades = portGroups(ports[i] ?? []).map((group, slot) =>
      bladeWithPorts(
        { id: ids.claim(`${routerId}:slot${slot}`), slot, model: UNKNOWN_EQUIPMENT },
        group,
        defaultSpeedBps,
      ),
    );
    const name = displayName(node);
    const location = [node.label, node.country].filter((part) => part !== undefined).join(', ');
    return {
      id: routerId,
      name: clipped(name, 200),
      vendor: UNKNOWN_EQUIPMENT,
      model: UNKNOWN_EQUIPMENT,
      os: UNKNOWN_EQUIPMENT,
      location: clipped(location, 200, name),
      lat: place.lat,
      lon: place.lon,
      backplane: {
        id: ids.claim(`${routerId}:backplane`),
        capacityBps: backplaneCapacityBps(blades, defaultSpeedBps),
      },
      blades,
    };
  });

  const links: UploadLink[] = [];
  const trunks: UploadTrunk[] = [];
  for (const bundle of edgeBundles(edges)) {
    const base = `${prefix}-${shortNames[bundle.a] ?? ''}-${shortNames[bundle.z] ?? ''}`;
    const name = `${displayName(nodes[bundle.a])} - ${displayName(nodes[bundle.z])}`;
    const parallel = bundle.edges.length > 1;
    const memberIds = bundle.edges.map((edge, n) => {
      const id = ids.claim(parallel ? `${base}-${n + 1}` : base);
      const [aPortId, zPortId] = portIds.get(edge) ?? ['', ''];
      const linkName = clipped(parallel ? `${name} ${n + 1}` : name, 200);
      links.push({ id, name: linkName, aPortId, zPortId, capacityBps: edge.speedBps });
      return id;
    });
    if (!parallel) continue;
    const groups = trunkGroups(memberIds);
    groups.forEach((memberLinkIds, g) => {
      const id = ids.claim(groups.length > 1 ? `${base}-trunk${g + 1}` : base);
      trunks.push({ id, name: clipped(name, 200), memberLinkIds });
      const a = nodes[bundle.a];
      const z = nodes[bundle.z];
      log.warn(
        'parallel-edges',
        `parallel edges bundled as trunk ${id}: ${memberLinkIds.length} edges between ${displayName(a)} and ${displayName(z)}`,
        `edges ${a?.id ?? bundle.a}-${z?.id ?? bundle.z}`,
      );
    });
  }
  warnComponents(nodes, neighbours, log);

  const document: CarrierUploadInput = {
    format: CARRIER_UPLOAD_FORMAT,
    carrier,
    routers,
    links,
    trunks,
    maintenances: [],
  };
  return { document, warnings: log.warnings };
}
