import { speedText } from './graphml-speed.js';
import type { WarningLog } from './import-warning.js';
import type { NetboxDevice, NetboxModule, NetboxModuleBay, NetboxSite } from './netbox-export.js';
import { interfaceTypeSpeedBps } from './netbox-speeds.js';
import { deviceWhere, moduleWhere } from './netbox-where.js';
import { UNKNOWN_EQUIPMENT, clipped } from './upload-parts.js';

/** Vendor (manufacturer), model (device type) and OS (platform), `unknown` with a warning. */
export function deviceKind(
  device: NetboxDevice,
  log: WarningLog,
): { vendor: string; model: string; os: string } {
  const vendor = device.device_type?.manufacturer?.name?.trim();
  const model = device.device_type?.model?.trim();
  const os = device.platform?.name?.trim();
  const missing = [
    vendor ? [] : ['manufacturer'],
    model ? [] : ['device type'],
    os ? [] : ['platform'],
  ].flat();
  if (missing.length > 0) {
    log.warn(
      'unknown-equipment',
      `no ${missing.join(', ')}: "${UNKNOWN_EQUIPMENT}" in its place`,
      deviceWhere(device),
    );
  }
  return {
    vendor: clipped(vendor ?? '', 100, UNKNOWN_EQUIPMENT),
    model: clipped(model ?? '', 100, UNKNOWN_EQUIPMENT),
    os: clipped(os ?? '', 100, UNKNOWN_EQUIPMENT),
  };
}

/** Location (the site's name) and coordinates: the device's own, else its site's, else 0,0. */
export function devicePlace(
  device: NetboxDevice,
  sites: ReadonlyMap<number, NetboxSite>,
  log: WarningLog,
): { location: string; lat: number; lon: number } {
  const site =
    (device.site?.id === undefined ? undefined : sites.get(device.site.id)) ??
    device.site ??
    undefined;
  const location = clipped(site?.name ?? '', 200, device.name?.trim() || `device ${device.id}`);
  for (const place of [device, site]) {
    const { latitude: lat, longitude: lon } = place ?? {};
    if (lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180) {
      return { location, lat, lon };
    }
  }
  log.warn(
    'missing-coordinates',
    `neither the device nor its site${site?.name ? ` "${site.name}"` : ''} has coordinates: placed at 0, 0 (export /api/dcim/sites/ too, or set them)`,
    deviceWhere(device),
  );
  return { location, lat: 0, lon: 0 };
}

/**
 * The slot a module sits in: its bay's `position` when a number (the bay read from
 * `/api/dcim/module-bays/`, else a position the export put on the module's nested bay), else
 * the last number in the bay's name (`FPC 1`, `Slot 3`, `0/1` gives 1), else the next free slot
 * with a warning.
 */
export function moduleSlot(
  module: NetboxModule,
  bays: ReadonlyMap<number, NetboxModuleBay>,
  taken: readonly { slot: number }[],
  log: WarningLog,
): number {
  const nested = module.module_bay;
  const bay = nested?.id === undefined ? undefined : bays.get(nested.id);
  for (const position of [bay?.position, nested?.position]) {
    const text = typeof position === 'string' ? position.trim() : position;
    if (text === undefined || text === null || text === '') continue;
    const number = Number(text);
    if (Number.isInteger(number) && number >= 0) return number;
  }
  for (const name of [bay?.position, bay?.name, nested?.name]) {
    const last = (typeof name === 'string' ? name.match(/\d+/g) : null)?.at(-1);
    if (last !== undefined) return Number(last);
  }
  const slot = taken.reduce((max, blade) => Math.max(max, blade.slot), 0) + 1;
  log.warn(
    'unknown-slot',
    `its bay gives no slot number (neither a numeric position nor a number in its name): put in slot ${slot}`,
    moduleWhere(module),
  );
  return slot;
}

/** A port's speed: NetBox's `speed` (kbit/s), else what its type implies, else the default. */
export function portSpeedBps(
  speedKbps: number | null | undefined,
  type: string | undefined,
  defaultSpeedBps: number,
  where: string,
  log: WarningLog,
): number {
  if (speedKbps !== null && speedKbps !== undefined && speedKbps > 0) return speedKbps * 1000;
  const typeBps = interfaceTypeSpeedBps(type);
  if (typeBps !== undefined) return typeBps;
  log.warn(
    'unknown-speed',
    `no speed, and type "${type ?? 'none'}" does not imply one: set to the default ${speedText(defaultSpeedBps)}`,
    where,
  );
  return defaultSpeedBps;
}

const KM_PER_UNIT: Readonly<Record<string, number>> = {
  km: 1,
  m: 0.001,
  cm: 0.00001,
  mi: 1.609344,
  ft: 0.0003048,
  in: 0.0000254,
};

/** A NetBox cable length or circuit distance in kilometres; undefined without a known unit. */
export function lengthKm(length: number | undefined, unit: string | undefined): number | undefined {
  const perUnit = unit === undefined ? undefined : KM_PER_UNIT[unit];
  if (length === undefined || perUnit === undefined || length < 0) return undefined;
  return Number((length * perUnit).toPrecision(12)); // 350 m is 0.35 km, not 0.35000000000000003
}
