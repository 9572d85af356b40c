import { z } from 'zod';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CarrierSlice } from '@tiermap/analysis';
import {
  ENTITY_CATALOGUE,
  uploadDiffSchema,
  type CatalogueKind,
  uploadRecordSchema,
  type CarrierUpload,
  type Topology,
  type UploadDiff,
  type UploadRecord,
} from '@tiermap/domain';
import {
  createStatement,
  deferredReferenceStatement,
  nodeProperties,
  removeStatement,
  replaceReferencesStatement,
  REPLACE_MAINTENANCE_TARGETS,
  updateStatement,
} from '../../db/catalogue-cypher.js';
import type { Graph, ManagedTransaction } from '../../db/graph.js';
import { domainError } from '../../db/errors.js';
import { parseRow, parseRows, parseValue } from '../../db/rows.js';
import { bumpTopologyVersion } from '../../db/topology-version.js';
import { readTopologyIn } from '../topology/repository.js';
import { replaceCrossings, type TopologyWrite } from '../topology/write-repository.js';

/** What one upload writes: the carrier's equipment before and after, and the whole result. */
export interface UploadWrite {
  carrierId: string;
  before: CarrierSlice;
  after: CarrierSlice;
  diff: UploadDiff;
  /** The path crossings of the whole topology after the upload; null when they do not change. */
  crossings: TopologyWrite | null;
  record: UploadRecord;
  /** The document as applied (JSON), kept so the version can be restored. */
  document: CarrierUpload;
  /**
   * On a carrier's first upload: the equipment as it was before, recorded as a version of its
   * own (changing nothing), so that state can be restored too.
   */
  baseline?: { record: UploadRecord; document: CarrierUpload };
}

/**
 * What an upload reads and writes inside its one transaction. The service composes these;
 * the transaction itself (a driver object) never leaves the repository.
 */
export interface UploadTransaction {
  readTopology(): Promise<Topology>;
  carrierExists(carrierId: string): Promise<boolean>;
  /** Whether the carrier has any recorded version. */
  hasVersions(carrierId: string): Promise<boolean>;
  /** Writes the diff, the new path crossings and the upload record in this transaction. */
  apply(write: UploadWrite): Promise<void>;
  /** A stored version's document; undefined when there is no such version. */
  document(carrierId: string, id: string): Promise<unknown>;
}

export interface UploadRepository {
  /**
   * Runs `work` in one write transaction that first takes the upload lock (uploads are
   * serialised across every API process), so what it reads is what it writes over: all of it
   * commits or none of it. A write refused by a uniqueness constraint is a ConflictError.
   */
  inWriteLock<T>(work: (tx: UploadTransaction) => Promise<T>): Promise<T>;
  /** Runs `work` in one read transaction (a dry run); the database refuses `apply` there. */
  inRead<T>(work: (tx: UploadTransaction) => Promise<T>): Promise<T>;
  list(carrierId: string): Promise<UploadRecord[]>;
  get(
    carrierId: string,
    id: string,
  ): Promise<{ record: UploadRecord; diff: UploadDiff } | undefined>;
}

/** The kinds of a carrier's slice, in the catalogue's dependency order. */
type SliceKey = keyof CarrierSlice;
const KINDS = ENTITY_CATALOGUE.map((e) => ({ kind: e.kind, key: e.sliceKey }));

export interface UploadRepositoryOptions {
  /**
   * Told as an apply moves from step to step (removals, nodes, relationships, crossings,
   * record): for logs on long uploads, and for tests that stop the database half-way.
   */
  onStep?: (step: string) => void | Promise<void>;
}

export function createUploadRepository(
  graph: Graph,
  options: UploadRepositoryOptions = {},
): UploadRepository {
  const onStep = options.onStep ?? (() => undefined);
  return {
    async inWriteLock(work) {
      try {
        return await graph.write(async (tx) => {
          // Setting and removing a property takes the node's write lock and leaves no trace.
          await tx.run(`MERGE (l:UploadLock {id: 'uploads'}) SET l.lock = true REMOVE l.lock`);
          return work(transactionOps(tx, onStep));
        });
      } catch (error) {
        // A uniqueness constraint refusing a write means the graph changed meanwhile: 409.
        throw domainError(error);
      }
    },
    inRead: (work) => graph.read((tx) => work(transactionOps(tx, onStep))),
    list: (carrierId) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (u:Upload {carrierId: $carrierId})
           RETURN u {.id, .carrierId, .uploadedBy, .checksum, .format, .restoredFrom, .counts,
                     uploadedAt: toString(u.uploadedAt)} AS row
           ORDER BY u.uploadedAt DESC, u.id DESC`,
          { carrierId },
        );
        return parseRows(LIST_ROW, result.records, 'upload list').map((r) => recordOf(r.row));
      }),
    get: (carrierId, id) =>
      graph.read(async (tx) => {
        const result = await tx.run(
          `MATCH (u:Upload {id: $id, carrierId: $carrierId})
           RETURN u {.id, .carrierId, .uploadedBy, .checksum, .format, .restoredFrom, .counts,
                     uploadedAt: toString(u.uploadedAt)} AS row, u.diff AS diff`,
          { carrierId, id },
        );
        const [record] = result.records;
        if (record === undefined) return undefined;
        const { row, diff } = parseRow(GET_ROW, record, 'upload');
        return {
          record: recordOf(row),
          diff: parseValue(uploadDiffSchema, unpacked(diff), 'upload diff'),
        };
      }),
  };
}

const FOUND_ROW = z.object({ found: z.boolean() });
const DOCUMENT_ROW = z.object({ document: z.string().nullable() });
/** An Upload node as listed: its counts kept as JSON text, its time as Neo4j writes it. */
const STORED_RECORD = z.looseObject({ uploadedAt: z.string(), counts: z.string() });
const LIST_ROW = z.object({ row: STORED_RECORD });
const GET_ROW = z.object({ row: STORED_RECORD, diff: z.string() });

/** The operations of one upload transaction, bound to it. */
function transactionOps(
  tx: ManagedTransaction,
  onStep: (step: string) => void | Promise<void>,
): UploadTransaction {
  return {
    readTopology: () => readTopologyIn(tx),
    async carrierExists(carrierId) {
      const result = await tx.run('MATCH (c:Carrier {id: $id}) RETURN count(c) > 0 AS found', {
        id: carrierId,
      });
      return parseRow(FOUND_ROW, result.records[0], 'carrierExists').found;
    },
    async hasVersions(carrierId) {
      const result = await tx.run(
        'MATCH (u:Upload {carrierId: $carrierId}) RETURN count(u) > 0 AS found',
        { carrierId },
      );
      return parseRow(FOUND_ROW, result.records[0], 'hasVersions').found;
    },
    async apply(write) {
      await applyUpload(tx, write, onStep);
      await bumpTopologyVersion(tx);
    },
    async document(carrierId, id) {
      const result = await tx.run(
        'MATCH (u:Upload {id: $id, carrierId: $carrierId}) RETURN u.document AS document',
        { carrierId, id },
      );
      const [record] = result.records;
      if (record === undefined) return undefined;
      const { document } = parseRow(DOCUMENT_ROW, record, 'upload document');
      return document === null ? undefined : unpacked(document);
    },
  };
}

/**
 * A version's document and diff are kept gzipped (base64): a 10,000-router document is 10 MB of
 * JSON and its first diff twice that, both mostly repetition.
 */
function packed(value: unknown): string {
  return gzipSync(JSON.stringify(value)).toString('base64');
}

function unpacked(text: string): unknown {
  return JSON.parse(gunzipSync(Buffer.from(text, 'base64')).toString('utf8')) as unknown;
}

function recordOf(row: z.output<typeof STORED_RECORD>): UploadRecord {
  return parseValue(
    uploadRecordSchema,
    { ...row, uploadedAt: canonical(row.uploadedAt), counts: JSON.parse(row.counts) as unknown },
    'upload record',
  );
}

function canonical(iso: string): string {
  return new Date(Date.parse(iso)).toISOString();
}

async function applyUpload(
  tx: ManagedTransaction,
  write: UploadWrite,
  onStep: (step: string) => void | Promise<void>,
): Promise<void> {
  const { carrierId, diff } = write;
  const ids = (mode: 'created' | 'changed' | 'removed', kind: CatalogueKind) =>
    new Set(diff[mode].filter((d) => d.kind === kind).map((d) => d.id));
  const pick = (slice: CarrierSlice, key: SliceKey, chosen: ReadonlySet<string>) =>
    ((slice[key] ?? []) as ReadonlyArray<{ id: string }>).filter((e) => chosen.has(e.id));

  // 1. Removed, from the leaves up; DETACH takes their relationships along.
  await onStep('removals');
  for (const { kind } of [...KINDS].reverse()) {
    const gone = [...ids('removed', kind)];
    if (gone.length === 0) continue;
    await tx.run(removeStatement(kind), { ids: gone });
  }

  // 2. Created entities, each with its owner and place in the chassis in the same statement;
  // parents first (the catalogue's order).
  await onStep('nodes');
  const touched = new Map<CatalogueKind, Array<Record<string, unknown>>>();
  for (const { kind, key } of KINDS) {
    const created = pick(write.after, key, ids('created', kind)).map((e) =>
      nodeProperties(kind, e),
    );
    if (created.length > 0) {
      await onStep(`nodes: ${key}`);
      await tx.run(createStatement(kind, 'parameter'), { rows: created, carrierId });
    }
    touched.set(kind, created);
  }

  // 3. Changed entities: properties (a null removes one), then their place drawn anew.
  await onStep('relationships');
  for (const { kind, key } of KINDS) {
    const changed = pick(write.after, key, ids('changed', kind)).map((e) =>
      nodeProperties(kind, e),
    );
    if (changed.length === 0) continue;
    await tx.run(updateStatement(kind), { rows: changed });
    const place = replaceReferencesStatement(kind);
    if (place !== undefined) await tx.run(place, { rows: changed });
    touched.set(kind, [...(touched.get(kind) ?? []), ...changed]);
  }

  // 4. What crosses kinds: references to later kinds (trunk membership), windows' equipment.
  for (const { kind } of KINDS) {
    const statement = deferredReferenceStatement(kind);
    const rows = touched.get(kind) ?? [];
    if (statement !== undefined && rows.length > 0) await tx.run(statement, { rows });
  }
  const windows = maintenanceRows(write.after, touched.get('maintenance') ?? []);
  if (windows.length > 0) await tx.run(REPLACE_MAINTENANCE_TARGETS, { rows: windows });

  // 5. Path crossings of the whole result, and 6. the record.
  await onStep('crossings');
  if (write.crossings !== null) await replaceCrossings(tx, write.crossings);
  await onStep('record');
  const versions: Array<{ record: UploadRecord; document: CarrierUpload; diff: UploadDiff }> = [
    ...(write.baseline === undefined
      ? []
      : [
          {
            ...write.baseline,
            diff: { created: [], changed: [], removed: [], counts: write.baseline.record.counts },
          },
        ]),
    { record: write.record, document: write.document, diff },
  ];
  for (const version of versions) {
    await tx.run(
      `MATCH (c:Carrier {id: $carrierId})
       CREATE (u:Upload)
       SET u = $record, u.uploadedAt = datetime($record.uploadedAt)
       CREATE (c)-[:UPLOADED]->(u)`,
      {
        carrierId,
        record: {
          ...version.record,
          counts: JSON.stringify(version.record.counts),
          diff: packed(version.diff),
          document: packed(version.document),
        },
      },
    );
  }
  await onStep('commit');
}

/** Maintenance rows with their equipment ids, for the AFFECTS relationships. */
function maintenanceRows(
  slice: CarrierSlice,
  touched: ReadonlyArray<Record<string, unknown>>,
): Array<{ id: unknown; equipmentIds: string[] }> {
  const windows = new Map(slice.maintenances.map((m) => [m.id, m.equipmentIds]));
  return touched.map((row) => ({ id: row.id, equipmentIds: windows.get(String(row.id)) ?? [] }));
}
