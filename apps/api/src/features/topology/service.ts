import { allPathWalks, equipmentCrossings, topologyProblems } from '@tiermap/analysis';
import {
  carrierSchema,
  topologySchema,
  type Carrier,
  type Site,
  type Topology,
  type TopologyResponse,
} from '@tiermap/domain';
import { demoTopology } from '@tiermap/graph-schema';
import type { Graph } from '../../db/graph.js';
import { toPlain, withoutNulls } from '../../db/neo4j-values.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { formatPath } from '../../http/validate.js';
import { createTopologyReader, readTopologyIn, type TopologyReader } from './repository.js';
import {
  createTopology,
  type EquipmentLabel,
  type PathCrossing,
  type TopologyWrite,
  type TrunkCrossing,
} from './writer.js';

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
}

export function createTopologyService(graph: Graph): TopologyService {
  const reader: TopologyReader = createTopologyReader(graph);

  async function loadTopology(input: unknown): Promise<Topology> {
    const parsed = topologySchema.safeParse(input);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({
        path: formatPath('topology', i.path),
        message: i.message,
      }));
      throw new ValidationError(`the topology is malformed (${errors.length} problems)`, errors);
    }
    const problems = topologyProblems(parsed.data);
    if (problems.length > 0) {
      throw new ValidationError(
        `the topology is inconsistent (${problems.length} problems); first: ${problems[0]?.path}: ${problems[0]?.message}`,
        problems.map((p) => ({ path: `topology.${p.path}`, message: p.message })),
      );
    }
    await createTopology(graph, topologyWrite(parsed.data));
    return parsed.data;
  }

  return {
    sites: () => reader.sites(),
    carriers: () => reader.carriers(),
    saveCarrier: (carrier) => saveCarrier(graph, carrier),
    async getTopology() {
      const [sites, carriers, routers, links, trunks, paths, maintenances] = await Promise.all([
        reader.sites(),
        reader.carriers(),
        reader.routers(),
        reader.links(),
        reader.trunks(),
        reader.paths(),
        reader.maintenances(),
      ]);
      return { sites, carriers, routers, links, trunks, paths, maintenances };
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
      const loaded = await loadTopology(input);
      return Object.fromEntries(
        Object.entries(loaded).map(([kind, items]) => [kind, items.length]),
      );
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
    const record = result.records[0];
    return {
      created: record?.get('created') === true,
      carrier: carrierSchema.parse(
        withoutNulls(toPlain(record?.get('carrier')) as Record<string, unknown>),
      ),
    };
  });
}

/** Works out every ON_PATH relationship and the label of every maintenance target. */
export function topologyWrite(topology: Topology): TopologyWrite {
  const linkCrossings: PathCrossing[] = [];
  const trunkCrossings: TrunkCrossing[] = [];
  for (const { pathId, walk } of allPathWalks(topology)) {
    const direction = walk.direction;
    for (const step of walk.steps) {
      if (step.trunkId !== null) {
        trunkCrossings.push({ pathId, direction, hop: step.hop, trunkId: step.trunkId });
      }
      for (const crossing of step.crossings) {
        linkCrossings.push({
          pathId,
          direction,
          hop: step.hop,
          traversal: crossing.traversal,
          linkId: crossing.linkId,
          trunkId: step.trunkId,
        });
      }
    }
  }
  const equipmentLabels = new Map<string, EquipmentLabel>();
  const label = (items: readonly { id: string }[], name: EquipmentLabel) => {
    for (const item of items) equipmentLabels.set(item.id, name);
  };
  label(topology.routers, 'Router');
  label(topology.backplanes, 'Backplane');
  label(topology.blades, 'Blade');
  label(topology.ports, 'Port');
  label(topology.links, 'Link');
  label(topology.trunks, 'Trunk');
  return {
    topology,
    crossings: equipmentCrossings(topology),
    linkCrossings,
    trunkCrossings,
    equipmentLabels,
  };
}
