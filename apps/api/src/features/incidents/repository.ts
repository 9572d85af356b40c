import { incidentSchema, type Incident } from '@tiermap/domain';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { toPlain } from '../../db/neo4j-values.js';

export interface IncidentQuery {
  status?: 'open' | 'resolved' | undefined;
  siteId?: string | undefined;
  limit: number;
}

/**
 * Incidents in Neo4j: one `Incident` node each, holding the whole incident as a JSON document
 * (parsed with the domain schema on the way out) beside the fields it is queried by, and an
 * `CONCERNS` relationship to each of its sites.
 */
export interface IncidentRepository {
  list(query: IncidentQuery): Promise<Incident[]>;
  get(id: string): Promise<Incident | undefined>;
  /**
   * Runs `work` on the open incidents inside one write transaction that first takes the
   * diagnosis lock, so several API processes evaluating at once take turns; writes what `work`
   * returns in `write`, and, for an evaluation, its time (`evaluatedAtMs`) on the lock. A failure
   * writes nothing.
   */
  updateLocked<T>(
    work: (open: Incident[]) => { write: Incident[]; result: T },
    evaluatedAtMs?: number,
  ): Promise<T>;
  /**
   * When the incidents were last evaluated, by whichever process did (with several API
   * instances, the diagnosis lease holder); null before the first evaluation.
   */
  lastEvaluatedAtMs(): Promise<number | null>;
}

/**
 * A stored incident, parsed with the domain schema. Documents written before suspects named
 * their router get one on the way out: a router is its own; a blade's is unknown there (null),
 * since its id is not taken apart; the next evaluation of an open incident writes it.
 */
export function parseIncidentDoc(doc: unknown): Incident {
  if (typeof doc !== 'string') throw new Error('incident document missing');
  const raw: unknown = JSON.parse(doc);
  return incidentSchema.parse(withSuspectRouters(raw));
}

function withSuspectRouters(raw: unknown): unknown {
  if (!isRecord(raw) || !Array.isArray(raw.suspects)) return raw;
  const suspects = raw.suspects.map((suspect: unknown) =>
    isRecord(suspect) && !('routerId' in suspect)
      ? { ...suspect, routerId: suspect.kind === 'router' ? suspect.id : null }
      : suspect,
  );
  return { ...raw, suspects };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function docs(
  tx: ManagedTransaction,
  cypher: string,
  params: Record<string, unknown>,
): Promise<Incident[]> {
  const result = await tx.run(cypher, params);
  return result.records.map((record) => parseIncidentDoc(toPlain(record.get('doc'))));
}

async function save(tx: ManagedTransaction, incidents: readonly Incident[]): Promise<void> {
  if (incidents.length === 0) return;
  await tx.run(
    `UNWIND $rows AS row
     MERGE (i:Incident {id: row.id})
     SET i.status = row.status, i.origin = row.origin, i.openedAtMs = row.openedAtMs,
         i.updatedAtMs = row.updatedAtMs, i.sites = row.sites, i.title = row.title, i.doc = row.doc
     WITH i, row
     OPTIONAL MATCH (i)-[old:CONCERNS]->(:Site)
     DELETE old
     WITH DISTINCT i, row
     UNWIND row.sites AS siteId
     MATCH (s:Site {id: siteId})
     MERGE (i)-[:CONCERNS]->(s)`,
    {
      rows: incidents.map((incident) => ({
        id: incident.id,
        status: incident.status,
        origin: incident.origin,
        openedAtMs: incident.openedAtMs,
        updatedAtMs: incident.updatedAtMs,
        sites: incident.sites,
        title: incident.title,
        doc: JSON.stringify(incident),
      })),
    },
  );
}

export function createIncidentRepository(graph: Graph): IncidentRepository {
  return {
    list: ({ status, siteId, limit }) =>
      graph.read((tx) =>
        docs(
          tx,
          `MATCH (i:Incident)
           WHERE ($status IS NULL OR i.status = $status)
             AND ($siteId IS NULL OR $siteId IN i.sites)
           RETURN i.doc AS doc
           ORDER BY i.status = 'open' DESC, i.openedAtMs DESC
           LIMIT toInteger($limit)`,
          { status: status ?? null, siteId: siteId ?? null, limit },
        ),
      ),
    async get(id) {
      const [found] = await graph.read((tx) =>
        docs(tx, 'MATCH (i:Incident {id: $id}) RETURN i.doc AS doc', { id }),
      );
      return found;
    },
    updateLocked: (work, evaluatedAtMs) =>
      graph.write(async (tx) => {
        await tx.run(
          `MERGE (l:DiagnosisLock {id: "incidents"}) SET l.takenAt = timestamp()
           SET l.evaluatedAtMs = coalesce($evaluatedAtMs, l.evaluatedAtMs)`,
          { evaluatedAtMs: evaluatedAtMs ?? null },
        );
        const open = await docs(tx, "MATCH (i:Incident {status: 'open'}) RETURN i.doc AS doc", {});
        const { write, result } = work(open);
        await save(tx, write);
        return result;
      }),
    async lastEvaluatedAtMs() {
      const rows = await graph.read((tx) =>
        tx.run('MATCH (l:DiagnosisLock {id: "incidents"}) RETURN l.evaluatedAtMs AS at'),
      );
      const at = toPlain(rows.records[0]?.get('at'));
      return typeof at === 'number' ? at : null;
    },
  };
}
