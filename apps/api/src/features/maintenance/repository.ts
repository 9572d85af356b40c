import neo4j from 'neo4j-driver';
import {
  MAINTENANCE_TARGET_LABELS,
  maintenanceSchema,
  type CatalogueLabel,
  type Maintenance,
} from '@tiermap/domain';
import { z } from 'zod';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { parseRow, parseRows, stored } from '../../db/rows.js';
import { bumpTopologyVersion } from '../../db/topology-version.js';
import { asConflict } from '../../db/errors.js';
import { EQUIPMENT_BY_ID, REPLACE_MAINTENANCE_TARGETS } from '../../db/catalogue-cypher.js';

/** Which windows to list; every field left out matches all. */
export interface MaintenanceFilter {
  /** Only windows open at this instant (epoch ms): `startsAt <= at < endsAt`. */
  activeAtMs?: number | undefined;
  carrierId?: string | undefined;
  /** Only windows covering this router, backplane, blade, port, link or trunk. */
  equipmentId?: string | undefined;
}

/** A piece of equipment a window names, with the carrier that owns it. */
export interface CoveredEquipment {
  id: string;
  kind: CatalogueLabel;
  name: string;
  /** The owner: its own for routers, links and trunks; its router's for the rest. */
  carrierId: string | null;
}

/** What the graph holds about a window about to be written, read in the writing transaction. */
export interface WriteFacts {
  carrierExists: boolean;
  windowExists: boolean;
  /** The carrier of the stored window of the same id; null when there is none. */
  storedCarrierId: string | null;
  /** The named equipment that exists, by id. */
  equipment: ReadonlyMap<string, CoveredEquipment>;
}

export interface MaintenanceRepository {
  list(filter: MaintenanceFilter): Promise<Maintenance[]>;
  get(id: string): Promise<Maintenance | undefined>;
  /**
   * Writes `window` in one transaction, replacing a stored window of the same id: reads the
   * facts, lets `check` throw to refuse (then nothing is written), writes, and answers the
   * window as stored.
   */
  save(window: Maintenance, check: (facts: WriteFacts) => void): Promise<Maintenance>;
  /** Deletes the window and answers it as it was; undefined when there was none. */
  /** Deletes the window in one transaction unless `check` throws on it; answers it as it was. */
  remove(id: string, check?: (window: Maintenance) => void): Promise<Maintenance | undefined>;
}

/**
 * The windows with their covered equipment, as the topology reader returns them: `equipmentIds`
 * come from the AFFECTS relationships, sorted by id.
 */
const LIST = `
  MATCH (m:Maintenance)
  WHERE ($id IS NULL OR m.id = $id)
    AND ($carrierId IS NULL OR m.carrierId = $carrierId)
    AND ($atMs IS NULL OR (m.startsAt <= datetime({epochMillis: $atMs})
                           AND datetime({epochMillis: $atMs}) < m.endsAt))
    AND ($equipmentId IS NULL OR EXISTS { (m)-[:AFFECTS]->(x) WHERE x.id = $equipmentId })
  OPTIONAL MATCH (m)-[:AFFECTS]->(e)
  WITH m, e ORDER BY e.id
  WITH m, collect(e.id) AS equipmentIds
  RETURN m {.*, equipmentIds: equipmentIds} AS row ORDER BY m.startsAt, m.id`;

/** Each named id that is a router, backplane, blade, port, link or trunk, with its owner. */
const EQUIPMENT = EQUIPMENT_BY_ID;

interface EquipmentRow extends CoveredEquipment {
  elementId: string;
}

/** The facts with the element id of each piece of equipment, to link it in the same transaction. */
interface FactsRead extends WriteFacts {
  equipment: ReadonlyMap<string, EquipmentRow>;
}

const WINDOW_ROW = z.object({ row: stored(maintenanceSchema) });
const FOUND_ROW = z.object({ found: z.boolean() });
const STORED_CARRIER_ROW = z.object({ carrierId: z.string().nullable() });
const COUNT_ROW = z.object({ n: z.number().int() });
const EQUIPMENT_ROW = z.object({
  id: z.string(),
  kind: z.enum(MAINTENANCE_TARGET_LABELS as [CatalogueLabel, ...CatalogueLabel[]]),
  name: z.string(),
  carrierId: z.string().nullable(),
  elementId: z.string(),
}) satisfies z.ZodType<EquipmentRow>;

async function readWindows(
  tx: ManagedTransaction,
  filter: MaintenanceFilter & { id?: string },
): Promise<Maintenance[]> {
  const result = await tx.run(LIST, {
    id: filter.id ?? null,
    carrierId: filter.carrierId ?? null,
    // An integer parameter: datetime({epochMillis}) refuses a float.
    atMs: filter.activeAtMs === undefined ? null : neo4j.int(Math.floor(filter.activeAtMs)),
    equipmentId: filter.equipmentId ?? null,
  });
  return parseRows(WINDOW_ROW, result.records, 'maintenance windows').map((r) => r.row);
}

async function readEquipment(
  tx: ManagedTransaction,
  ids: readonly string[],
): Promise<Map<string, EquipmentRow>> {
  const result = await tx.run(EQUIPMENT, { ids: [...new Set(ids)] });
  const found = new Map<string, EquipmentRow>();
  for (const row of parseRows(EQUIPMENT_ROW, result.records, 'maintenance equipment')) {
    // Ids are unique across the equipment labels; should two share one, the first is taken.
    if (!found.has(row.id)) found.set(row.id, row);
  }
  return found;
}

async function readFacts(tx: ManagedTransaction, window: Maintenance): Promise<FactsRead> {
  const carrier = await tx.run('MATCH (c:Carrier {id: $id}) RETURN count(c) > 0 AS found', {
    id: window.carrierId,
  });
  const existing = await tx.run('MATCH (m:Maintenance {id: $id}) RETURN m.carrierId AS carrierId', {
    id: window.id,
  });
  const [storedWindow] = existing.records;
  return {
    carrierExists: parseRow(FOUND_ROW, carrier.records[0], 'carrier exists').found,
    windowExists: storedWindow !== undefined,
    storedCarrierId:
      storedWindow === undefined
        ? null
        : parseRow(STORED_CARRIER_ROW, storedWindow, 'stored window').carrierId,
    equipment: await readEquipment(tx, window.equipmentIds),
  };
}

async function writeWindow(
  tx: ManagedTransaction,
  window: Maintenance,
  facts: FactsRead,
): Promise<void> {
  const { equipmentIds, ...fields } = window;
  if (facts.windowExists) {
    // Only a window seen by the check is replaced; one created meanwhile is a conflict.
    await tx.run('MATCH (m:Maintenance {id: $id}) DETACH DELETE m', { id: window.id });
  }
  const created = await tx.run(
    `MATCH (c:Carrier {id: $fields.carrierId})
     CREATE (m:Maintenance)
     SET m = $fields, m.startsAt = datetime($fields.startsAt), m.endsAt = datetime($fields.endsAt)
     CREATE (c)-[:ANNOUNCES]->(m)
     WITH m
     UNWIND $elementIds AS eid
     MATCH (e) WHERE elementId(e) = eid
     CREATE (m)-[:AFFECTS]->(e)
     RETURN count(*) AS n`,
    {
      fields,
      elementIds: equipmentIds.map((id) => facts.equipment.get(id)?.elementId ?? ''),
    },
  );
  const { n } = parseRow(COUNT_ROW, created.records[0], `writing maintenance '${window.id}'`);
  if (n !== equipmentIds.length) {
    // The check passed, so this means the graph changed under the transaction: roll back.
    throw new Error(
      `writing maintenance '${window.id}': ${equipmentIds.length} equipment given, ${n} linked`,
    );
  }
}

export function createMaintenanceRepository(graph: Graph): MaintenanceRepository {
  return {
    list: (filter) => graph.read((tx) => readWindows(tx, filter)),
    get: (id) => graph.read(async (tx) => (await readWindows(tx, { id }))[0]),
    async save(window, check) {
      try {
        return await graph.write(async (tx) => {
          const facts = await readFacts(tx, window);
          check(facts);
          await writeWindow(tx, window, facts);
          await bumpTopologyVersion(tx);
          const [stored] = await readWindows(tx, { id: window.id });
          if (stored === undefined) {
            throw new Error(`maintenance '${window.id}' was written but cannot be read back`);
          }
          return stored;
        });
      } catch (error) {
        throw asConflict(error) ?? error;
      }
    },
    remove: (id, check) =>
      graph.write(async (tx) => {
        const [window] = await readWindows(tx, { id });
        if (window !== undefined) {
          check?.(window);
          await tx.run('MATCH (m:Maintenance {id: $id}) DETACH DELETE m', { id });
          await bumpTopologyVersion(tx);
        }
        return window;
      }),
  };
}

/**
 * Writes a demo scenario's window in one transaction, replacing one of the same id, covering
 * whichever of its equipment exists; nothing when its carrier does not exist.
 */
export async function announceWindow(graph: Graph, window: Maintenance): Promise<void> {
  const { equipmentIds, ...fields } = window;
  await graph.write(async (tx) => {
    await tx.run('MATCH (m:Maintenance {id: $id}) DETACH DELETE m', { id: window.id });
    await tx.run(
      `MATCH (c:Carrier {id: $fields.carrierId})
       CREATE (m:Maintenance)
       SET m = $fields, m.startsAt = datetime($fields.startsAt), m.endsAt = datetime($fields.endsAt)
       CREATE (c)-[:ANNOUNCES]->(m)`,
      { fields },
    );
    // Its equipment, of any kind a window may cover (the entity catalogue's).
    await tx.run(REPLACE_MAINTENANCE_TARGETS, { rows: [{ id: window.id, equipmentIds }] });
    await bumpTopologyVersion(tx);
  });
}
