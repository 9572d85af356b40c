import {
  carrierSchema,
  type Carrier,
  type Site,
  type Topology,
  type TopologyResponse,
} from '@tiermap/domain';
import { maintenanceLinks } from '@tiermap/analysis';
import { demoTopology } from '@tiermap/graph-schema';
import type { Graph } from '../../db/graph.js';
import { toPlain, withoutNulls } from '../../db/neo4j-values.js';
import { bumpTopologyVersion, readTopologyVersion } from '../../db/topology-version.js';
import { ConflictError } from '../../http/errors.js';
import { createAnalysisRepository } from '../analysis/repository.js';
import { defaultParsePool, type ParsePool } from '../../parsing/parse-pool.js';
import { createTopologyReader, readTopologyIn, type TopologyReader } from './repository.js';
import { topologyWrite, validatedTopology } from './topology-write.js';
import { createTopology, type TopologyWrite } from './writer.js';

export interface TopologyService {
  getTopology(): Promise<TopologyResponse>;
  sites(): Promise<Site[]>;
  carriers(): Promise<Carrier[]>;
  /** Creates the carrier, or updates its name, kind and country; says whether it was new. */
  saveCarrier(carrier: Carrier): Promise<{ carrier: Carrier; created: boolean }>;
  /** Validates a whole topology and creates it in one transaction. */
  loadTopology(input: unknown): Promise<Topology>;
  /** Loads the demo topology when the graph holds none; says whether it did. */
  loadDemoIfEmpty(): Promise<boolean>;
  /** The whole topology as one transaction reads it: what the JSON and GraphML exports hold. */
  wholeTopology(): Promise<Topology>;
  /**
   * Validates a whole topology (an export read back) and loads it into an empty graph in one
   * transaction; ConflictError when the graph already holds one.
   */
  importTopology(input: unknown): Promise<Record<string, number>>;
  /**
   * The same from the export file itself (GraphML or JSON, by its Content-Type): read and
   * validated in a worker thread, so a large file never holds up the request loop.
   */
  importFile(text: string, contentType: string | undefined): Promise<Record<string, number>>;
}

export function createTopologyService(
  graph: Graph,
  parsePool: ParsePool = defaultParsePool(),
): TopologyService {
  const reader: TopologyReader = createTopologyReader(graph);
  const equipment = createAnalysisRepository(graph);

  async function loadTopology(input: unknown): Promise<Topology> {
    const topology = validatedTopology(input);
    await createTopology(graph, topologyWrite(topology));
    return topology;
  }

  /** Loads a validated topology into an empty graph; ConflictError when it holds one. */
  async function importWrite(write: TopologyWrite): Promise<Record<string, number>> {
    if (!(await reader.isEmpty())) {
      throw new ConflictError(
        'the graph already holds a topology; import into an empty database (or wipe this one first)',
      );
    }
    await createTopology(graph, write);
    return Object.fromEntries(
      Object.entries(write.topology).map(([kind, items]) => [kind, items.length]),
    );
  }

  return {
    sites: () => reader.sites(),
    carriers: () => reader.carriers(),
    saveCarrier: (carrier) => saveCarrier(graph, carrier),
    async getTopology() {
      // The version first: everything read after it is at least that new, so a client that
      // compares it with the live stream's reloads on any later write, never misses one.
      const version = await readTopologyVersion(graph);
      const [sites, carriers, routers, links, trunks, paths, maintenances, allPorts] =
        await Promise.all([
          reader.sites(),
          reader.carriers(),
          reader.routers(),
          reader.links(),
          reader.trunks(),
          reader.paths(),
          reader.maintenances(),
          equipment.ports(),
        ]);
      // The links each window touches, a blade's too (the map marks them while it is open).
      const bladeOfPort = new Map(allPorts.map((port) => [port.id, port.bladeId]));
      const maintenanceLinkIds = maintenanceLinks(maintenances, links, trunks, (portId) =>
        bladeOfPort.get(portId),
      );
      return {
        sites,
        carriers,
        routers,
        links,
        trunks,
        paths,
        maintenances,
        maintenanceLinkIds,
        version,
      };
    },
    loadTopology,
    async loadDemoIfEmpty() {
      if (!(await reader.isEmpty())) {
        return false;
      }
      await loadTopology(demoTopology());
      return true;
    },
    wholeTopology: () => graph.read(readTopologyIn),
    async importTopology(input) {
      if (!(await reader.isEmpty())) {
        throw new ConflictError(
          'the graph already holds a topology; import into an empty database (or wipe this one first)',
        );
      }
      return importWrite(topologyWrite(validatedTopology(input)));
    },
    async importFile(text, contentType) {
      return importWrite(await parsePool.run('topology-import', { text, contentType }));
    },
  };
}

/** MERGEs a carrier by id; its equipment is the carrier's own upload's business. */
async function saveCarrier(
  graph: Graph,
  carrier: Carrier,
): Promise<{ carrier: Carrier; created: boolean }> {
  return graph.write(async (tx) => {
    const result = await tx.run(
      `OPTIONAL MATCH (old:Carrier {id: $carrier.id})
       WITH old IS NULL AS created
       MERGE (c:Carrier {id: $carrier.id})
       SET c.name = $carrier.name, c.kind = $carrier.kind, c.country = $carrier.country
       RETURN created, c {.*} AS carrier`,
      { carrier: { country: null, ...carrier } },
    );
    await bumpTopologyVersion(tx);
    const record = result.records[0];
    return {
      created: record?.get('created') === true,
      carrier: carrierSchema.parse(
        withoutNulls(toPlain(record?.get('carrier')) as Record<string, unknown>),
      ),
    };
  });
}
