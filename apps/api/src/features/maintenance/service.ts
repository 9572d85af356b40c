import { randomBytes } from 'node:crypto';
import {
  ENTITY_CATALOGUE,
  newMaintenanceSchema,
  type Maintenance,
  type NewMaintenance,
} from '@tiermap/domain';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldError,
} from '../../http/errors.js';
import { formatPath } from '../../http/validate.js';
import type { MaintenanceFilter, MaintenanceRepository, WriteFacts } from './repository.js';

/**
 * Maintenance windows carriers announce. Every write checks, in its own transaction, that the
 * carrier exists and that every piece of equipment named exists and belongs to that carrier.
 * Field paths in its ValidationErrors are relative to the window (`equipmentIds[2]`).
 */
export interface MaintenanceService {
  list(filter: MaintenanceFilter): Promise<Maintenance[]>;
  /** The window; NotFoundError when there is none. */
  get(id: string): Promise<Maintenance>;
  /** The windows open at `ms` (epoch ms): what the diagnosis engine honours. */
  activeAt(ms: number): Promise<Maintenance[]>;
  /**
   * Stores a new window, making up its id when it has none; ConflictError when the id is taken.
   * With `scope` (a carrier token's carrier), only that carrier's windows: ForbiddenError else.
   */
  create(window: NewMaintenance, scope?: string): Promise<Maintenance>;
  /** Replaces the window `id`; NotFoundError when there is none. `scope` as for create. */
  replace(id: string, window: NewMaintenance, scope?: string): Promise<Maintenance>;
  /** Creates or replaces a window by its id, as the demo announces one. */
  upsert(window: Maintenance): Promise<Maintenance>;
  /** Deletes the window and answers it; NotFoundError when there is none. `scope` as for create. */
  remove(id: string, scope?: string): Promise<Maintenance>;
}

export interface MaintenanceServiceOptions {
  /** The random part of a made-up id; six hex digits unless replaced (tests). */
  randomSuffix?: () => string;
}

/** An instant in UTC with whole seconds when it has no milliseconds: `2026-03-17T22:00:00Z`. */
export function canonicalInstant(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().replace('.000Z', 'Z');
}

/** `<carrier>-<yyyy-mm-dd of the start, UTC>-<random>`, e.g. `geant-2026-03-17-3fa9c1`. */
export function windowId(carrierId: string, startsAt: string, suffix: string): string {
  return `${carrierId}-${canonicalInstant(startsAt).slice(0, 10)}-${suffix}`;
}

/** What messages call each kind, by graph label: the entity catalogue's. */
const KIND_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  ENTITY_CATALOGUE.map((e) => [e.label, e.kind]),
);

/** "router, backplane, …, trunk or patch panel": the kinds a window may cover, from the catalogue. */
const TARGET_KINDS = (() => {
  const names = ENTITY_CATALOGUE.filter((e) => e.maintenanceTarget).map((e) => e.what);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
})();

/**
 * Everything wrong with a window against what the graph holds, each with its field path: an
 * id named twice, an unknown carrier, equipment that does not exist or belongs to another carrier.
 */
export function maintenanceProblems(window: Maintenance, facts: WriteFacts): FieldError[] {
  const problems: FieldError[] = [];
  if (!facts.carrierExists) {
    problems.push({
      path: 'carrierId',
      message: `carrier "${window.carrierId}" does not exist`,
    });
  }
  const firstIndex = new Map<string, number>();
  for (const [k, id] of window.equipmentIds.entries()) {
    const path = `equipmentIds[${k}]`;
    const earlier = firstIndex.get(id);
    if (earlier !== undefined) {
      problems.push({ path, message: `"${id}" is already named at equipmentIds[${earlier}]` });
      continue;
    }
    firstIndex.set(id, k);
    const equipment = facts.equipment.get(id);
    if (equipment === undefined) {
      problems.push({
        path,
        message: `equipment "${id}" does not exist (no ${TARGET_KINDS} has this id)`,
      });
    } else if (facts.carrierExists && equipment.carrierId !== window.carrierId) {
      const kind = KIND_NAMES[equipment.kind] ?? equipment.kind;
      const named = equipment.name === id ? `"${id}"` : `"${equipment.name}" (${id})`;
      problems.push({
        path,
        message:
          equipment.carrierId === null
            ? `${kind} ${named} belongs to no carrier, not to "${window.carrierId}"`
            : `${kind} ${named} belongs to carrier "${equipment.carrierId}", not to "${window.carrierId}": a carrier announces maintenance on its own equipment only`,
      });
    }
  }
  return problems;
}

/** A ValidationError whose message names the first problem, as request validation does. */
export function invalidWindow(errors: FieldError[], root = ''): ValidationError {
  const rooted = errors.map((e) => ({
    path: root === '' ? e.path : `${root}.${e.path}`,
    message: e.message,
  }));
  const first = rooted[0];
  const summary = first === undefined ? 'invalid window' : `${first.path}: ${first.message}`;
  return new ValidationError(
    rooted.length > 1 ? `${summary} (and ${rooted.length - 1} more)` : summary,
    rooted,
  );
}

/** The window as stored: schema-checked, instants in UTC, with its id. */
function normalised(input: NewMaintenance, id: string): Maintenance {
  const parsed = newMaintenanceSchema.safeParse(input);
  if (!parsed.success) {
    throw invalidWindow(
      parsed.error.issues.map((issue) => ({
        path: formatPath('', issue.path).replace(/^\./, ''),
        message: issue.message,
      })),
    );
  }
  const window = parsed.data;
  return {
    id,
    carrierId: window.carrierId,
    title: window.title,
    startsAt: canonicalInstant(window.startsAt),
    endsAt: canonicalInstant(window.endsAt),
    behaviour: window.behaviour,
    equipmentIds: window.equipmentIds,
  };
}

type Mode = 'create' | 'replace' | 'upsert';

/** A carrier token acts on its own carrier's windows only. */
function forbidOtherCarrier(carrierId: string, scope: string): void {
  if (carrierId !== scope) {
    throw new ForbiddenError(
      `maintenance of carrier "${carrierId}" is not yours to change: this token may change carrier "${scope}" only`,
    );
  }
}

export function createMaintenanceService(
  repository: MaintenanceRepository,
  options: MaintenanceServiceOptions = {},
): MaintenanceService {
  const randomSuffix = options.randomSuffix ?? (() => randomBytes(3).toString('hex'));

  function save(window: Maintenance, mode: Mode, scope?: string): Promise<Maintenance> {
    return repository.save(window, (facts) => {
      if (scope !== undefined) {
        forbidOtherCarrier(window.carrierId, scope);
        if (facts.storedCarrierId !== null) forbidOtherCarrier(facts.storedCarrierId, scope);
      }
      if (mode === 'replace' && !facts.windowExists) {
        throw new NotFoundError('Maintenance', window.id);
      }
      const problems = maintenanceProblems(window, facts);
      if (problems.length > 0) {
        throw invalidWindow(problems);
      }
      if (mode === 'create' && facts.windowExists) {
        throw new ConflictError(`Maintenance '${window.id}' already exists`);
      }
    });
  }

  return {
    list: (filter) => repository.list(filter),
    async get(id) {
      const window = await repository.get(id);
      if (window === undefined) throw new NotFoundError('Maintenance', id);
      return window;
    },
    activeAt: (ms) => repository.list({ activeAtMs: ms }),
    async create(input, scope) {
      const id = input.id ?? windowId(input.carrierId, input.startsAt, randomSuffix());
      return save(normalised(input, id), 'create', scope);
    },
    async replace(id, input, scope) {
      if (input.id !== undefined && input.id !== id) {
        throw invalidWindow([
          { path: 'id', message: `must be the id of the window replaced, "${id}", or left out` },
        ]);
      }
      return save(normalised(input, id), 'replace', scope);
    },
    async upsert(window) {
      return save(normalised(window, window.id), 'upsert');
    },
    async remove(id, scope) {
      const window = await repository.remove(id, (stored) => {
        if (scope !== undefined) forbidOtherCarrier(stored.carrierId, scope);
      });
      if (window === undefined) throw new NotFoundError('Maintenance', id);
      return window;
    },
  };
}
