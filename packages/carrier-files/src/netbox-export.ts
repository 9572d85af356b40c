import { z } from 'zod';
import { ImportError, type WarningLog } from './import-warning.js';

/**
 * The NetBox REST objects the importer reads, as `GET /api/...` returns them (NetBox 3.3 to 4.x).
 * Only the fields used are checked; everything else passes through. Nested objects are NetBox's
 * brief representations (`{id, url, display, name}`).
 */
const ref = z.looseObject({ id: z.number().int() });
const named = z.looseObject({ id: z.number().int().optional(), name: z.string().nullish() });
/** `{value, label}` in NetBox's JSON; a bare value is accepted too. */
const choice = z
  .union([z.string(), z.looseObject({ value: z.string().nullish() })])
  .nullish()
  .transform((c) => (typeof c === 'string' ? c : (c?.value ?? undefined)));
/** Decimal fields (coordinates) come as numbers, or as strings where decimals are coerced. */
const decimal = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? undefined : Number(v)))
  .refine((v) => v === undefined || Number.isFinite(v), 'must be a number');
const kbps = z.number().nonnegative().nullish();

export const netboxSiteSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  slug: z.string().nullish(),
  latitude: decimal,
  longitude: decimal,
});

export const netboxDeviceSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().nullish(),
  device_type: z
    .looseObject({ model: z.string().nullish(), manufacturer: named.nullish() })
    .nullish(),
  platform: named.nullish(),
  site: netboxSiteSchema.partial({ id: true }).nullish(),
  latitude: decimal,
  longitude: decimal,
});

export const netboxModuleSchema = z.looseObject({
  id: z.number().int(),
  device: ref,
  /**
   * NetBox 4's nested bay is `{id, url, display, name}`: no `position` (that is on the bay in
   * `/api/dcim/module-bays/`); a hand-made export may carry one.
   */
  module_bay: z
    .looseObject({
      id: z.number().int().optional(),
      name: z.string().nullish(),
      position: z.union([z.string(), z.number()]).nullish(),
    })
    .nullish(),
  module_type: z.looseObject({ model: z.string().nullish() }).nullish(),
});

/** `/api/dcim/module-bays/`: the bay, with its `position` ("1", "FPC 3", or empty). */
export const netboxModuleBaySchema = z.looseObject({
  id: z.number().int(),
  device: ref.nullish(),
  name: z.string().nullish(),
  position: z.union([z.string(), z.number()]).nullish(),
  installed_module: ref.nullish(),
});

export const netboxInterfaceSchema = z.looseObject({
  id: z.number().int(),
  device: ref,
  module: ref.nullish(),
  name: z.string(),
  type: choice,
  /** Kilobits per second. */
  speed: kbps,
  lag: ref.nullish(),
  cable: ref.nullish(),
  cable_end: z.string().nullish(),
});

const termination = z.looseObject({ object_type: z.string(), object_id: z.number().int() });
export const netboxCableSchema = z.looseObject({
  id: z.number().int(),
  label: z.string().nullish(),
  status: choice,
  /** NetBox 3.3 and later. */
  a_terminations: z.array(termination).nullish(),
  b_terminations: z.array(termination).nullish(),
  /** NetBox before 3.3. */
  termination_a_type: z.string().nullish(),
  termination_a_id: z.number().int().nullish(),
  termination_b_type: z.string().nullish(),
  termination_b_id: z.number().int().nullish(),
  length: decimal,
  length_unit: choice,
});

export const netboxProviderSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullish(),
});

export const netboxCircuitSchema = z.looseObject({
  id: z.number().int(),
  cid: z.string(),
  provider: netboxProviderSchema.partial({ name: true }).nullish(),
  status: choice,
  /** Kilobits per second. */
  commit_rate: kbps,
  /** NetBox 4.1 and later. */
  distance: decimal,
  distance_unit: choice,
});

export const netboxCircuitTerminationSchema = z.looseObject({
  id: z.number().int(),
  circuit: ref,
  term_side: z.string(),
  cable: ref.nullish(),
  cable_end: z.string().nullish(),
  port_speed: kbps,
});

export type NetboxSite = z.infer<typeof netboxSiteSchema>;
export type NetboxDevice = z.infer<typeof netboxDeviceSchema>;
export type NetboxModule = z.infer<typeof netboxModuleSchema>;
export type NetboxModuleBay = z.infer<typeof netboxModuleBaySchema>;
export type NetboxInterface = z.infer<typeof netboxInterfaceSchema>;
export type NetboxCable = z.infer<typeof netboxCableSchema>;
export type NetboxProvider = z.infer<typeof netboxProviderSchema>;
export type NetboxCircuit = z.infer<typeof netboxCircuitSchema>;
export type NetboxCircuitTermination = z.infer<typeof netboxCircuitTerminationSchema>;

/** The export, each list read and checked; objects that do not fit were dropped with a warning. */
export interface NetboxObjects {
  sites: NetboxSite[];
  providers: NetboxProvider[];
  circuits: NetboxCircuit[];
  circuitTerminations: NetboxCircuitTermination[];
  devices: NetboxDevice[];
  modules: NetboxModule[];
  /** Module bays by id (`module_bays`), for the slot a module sits in. */
  moduleBays: Map<number, NetboxModuleBay>;
  interfaces: NetboxInterface[];
  /** Undefined when the export has no `cables` list: cables are then read off the ends. */
  cables?: NetboxCable[];
}

/**
 * Reads `{ devices, interfaces, modules?, module_bays?, cables?, circuits?, circuit_terminations?, providers?,
 * sites? }`, each an array of NetBox objects or a REST page (`{count, next, previous, results}`).
 * Throws {@link ImportError} when it is not such an object or `devices` or `interfaces` is missing.
 */
export function netboxObjects(exportJson: unknown, log: WarningLog): NetboxObjects {
  if (!isPlainObject(exportJson)) {
    throw new ImportError(
      'not a NetBox export: expected an object of lists ({ devices, interfaces, ... })',
    );
  }
  for (const required of ['devices', 'interfaces'] as const) {
    if (exportJson[required] === undefined) {
      throw new ImportError(`not a NetBox export: no "${required}" list`);
    }
  }
  const list = <T extends z.ZodType>(key: string, schema: T): Array<z.output<T>> =>
    checkedList(key, exportJson[key], schema, log);
  return {
    sites: list('sites', netboxSiteSchema),
    providers: list('providers', netboxProviderSchema),
    circuits: list('circuits', netboxCircuitSchema),
    circuitTerminations: list('circuit_terminations', netboxCircuitTerminationSchema),
    devices: list('devices', netboxDeviceSchema),
    modules: list('modules', netboxModuleSchema),
    moduleBays: new Map(list('module_bays', netboxModuleBaySchema).map((bay) => [bay.id, bay])),
    interfaces: list('interfaces', netboxInterfaceSchema),
    ...(exportJson.cables === undefined ? {} : { cables: list('cables', netboxCableSchema) }),
  };
}

function checkedList<T extends z.ZodType>(
  key: string,
  value: unknown,
  schema: T,
  log: WarningLog,
): Array<z.output<T>> {
  if (value === undefined || value === null) return [];
  let items: unknown;
  if (Array.isArray(value)) items = value;
  else if (isPlainObject(value) && Array.isArray(value.results)) {
    items = value.results;
    const count = typeof value.count === 'number' ? value.count : undefined;
    if (typeof value.next === 'string' && value.next !== '') {
      log.warn(
        'incomplete-page',
        `only one page of ${key} (${value.results.length}${count === undefined ? '' : ` of ${count}`}): export with ?limit=0 or follow "next"`,
        key,
      );
    }
  } else {
    throw new ImportError(`not a NetBox export: "${key}" is neither a list nor a REST page`);
  }
  const checked: Array<z.output<T>> = [];
  (items as unknown[]).forEach((item, i) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) checked.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      const field = issue === undefined ? '' : issue.path.join('.');
      log.warn(
        'invalid-object',
        `skipped: ${field === '' ? '' : `${field}: `}${issue?.message ?? 'does not fit'}`,
        `${key}[${i}]`,
      );
    }
  });
  return checked;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
