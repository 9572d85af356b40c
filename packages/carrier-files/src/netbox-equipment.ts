import type { UploadBlade, UploadPort, UploadRouter } from '@tiermap/domain';
import { idSlug, interfaceIdPart, type IdRegistry } from './import-ids.js';
import type { WarningLog } from './import-warning.js';
import type { NetboxDevice, NetboxInterface, NetboxObjects } from './netbox-export.js';
import { deviceKind, devicePlace, moduleSlot, portSpeedBps } from './netbox-fields.js';
import { isPhysicalInterfaceType } from './netbox-speeds.js';
import { deviceWhere, interfaceWhere, moduleWhere } from './netbox-where.js';
import {
  UNKNOWN_EQUIPMENT,
  backplaneCapacityBps,
  bladeWithPorts,
  clipped,
  appendTo,
  portGroups,
} from './upload-parts.js';

/** A port made from a NetBox interface, with what links and trunks need to know of it. */
export interface ImportedPort {
  id: string;
  speedBps: number;
  routerId: string;
  /** The router id without the carrier prefix, for link ids: `gva-core1`. */
  routerShort: string;
  /** `gva-core1 xe-0/0/0`, for names. */
  title: string;
}

export interface NetboxEquipment {
  routers: UploadRouter[];
  /** Ports by NetBox interface id (physical interfaces only). */
  ports: Map<number, ImportedPort>;
  /** Router id and name by NetBox device id. */
  routerOfDevice: Map<number, { id: string; name: string }>;
}

interface Router {
  device: NetboxDevice;
  id: string;
  name: string;
  short: string;
  /** Modules with ports, and the synthetic chassis blade, in slot order at the end. */
  blades: Map<number | 'chassis', BladeDraft>;
}
/** A module that becomes a blade once it has a port (power supplies and fans never do). */
interface ModuleBlade {
  router: Router;
  slot: number;
  model: string;
  draft?: BladeDraft;
}
interface BladeDraft {
  id: string;
  slot: number;
  model: string;
  ports: UploadPort[];
}

/** Routers from devices, blades from modules (and a chassis blade), ports from interfaces. */
export function netboxEquipment(
  objects: NetboxObjects,
  carrier: string,
  defaultSpeedBps: number,
  ids: IdRegistry,
  log: WarningLog,
): NetboxEquipment {
  const routers = new Map<number, Router>();
  for (const device of objects.devices) {
    if (routers.has(device.id)) {
      log.warn('duplicate-object', 'listed twice: the second is skipped', deviceWhere(device));
      continue;
    }
    const name = device.name?.trim() || `device ${device.id}`;
    if (!device.name?.trim()) {
      log.warn('unnamed-device', `no name: named "${name}"`, deviceWhere(device));
    }
    const slug = idSlug(name);
    const short =
      (slug.startsWith(`${carrier}-`) ? slug.slice(carrier.length + 1) : slug) ||
      `device-${device.id}`;
    routers.set(device.id, {
      device,
      id: ids.claim(`${carrier}-${short}`),
      name,
      short,
      blades: new Map(),
    });
  }

  const modules = new Map<number, ModuleBlade>();
  // Each router's modules so far: filtering every module on every module was quadratic.
  const modulesOf = new Map<Router, ModuleBlade[]>();
  for (const module of objects.modules) {
    const router = routers.get(module.device.id);
    if (router === undefined) {
      log.warn(
        'missing-device',
        `skipped: its device ${module.device.id} is not in the export`,
        moduleWhere(module),
      );
      continue;
    }
    const slot = moduleSlot(module, objects.moduleBays, modulesOf.get(router) ?? [], log);
    const model = clipped(module.module_type?.model ?? '', 100, UNKNOWN_EQUIPMENT);
    const blade = { router, slot, model };
    modules.set(module.id, blade);
    appendTo(modulesOf, router, blade);
  }

  const ports = new Map<number, ImportedPort>();
  let notPhysical = 0;
  for (const iface of objects.interfaces) {
    const router = routers.get(iface.device.id);
    if (router === undefined) {
      log.warn(
        'missing-device',
        `skipped: its device ${iface.device.id} is not in the export`,
        interfaceWhere(iface),
      );
    } else if (!isPhysicalInterfaceType(iface.type)) {
      if (iface.type !== 'lag') notPhysical += 1;
    } else if (ports.has(iface.id)) {
      log.warn('duplicate-object', 'listed twice: the second is skipped', interfaceWhere(iface));
    } else {
      const blade = bladeOf(iface, router, modules, ids, log);
      const speedBps = portSpeedBps(
        iface.speed,
        iface.type,
        defaultSpeedBps,
        interfaceWhere(iface),
        log,
      );
      const id = ids.claim(`${router.id}:${interfaceIdPart(iface.name) || `if${iface.id}`}`);
      blade.ports.push({ id, name: clipped(iface.name, 100, `interface ${iface.id}`), speedBps });
      const title = `${router.name} ${iface.name}`;
      ports.set(iface.id, { id, speedBps, routerId: router.id, routerShort: router.short, title });
    }
  }
  if (notPhysical > 0) {
    log.warn(
      'not-physical',
      `${notPhysical} virtual, bridge or wireless interfaces skipped: only physical interfaces are ports`,
    );
  }
  for (const module of objects.modules) {
    const found = modules.get(module.id);
    if (found !== undefined && found.draft === undefined) {
      log.warn(
        'module-without-ports',
        'no physical interfaces (a power supply, fan or routing engine?): not a blade',
        moduleWhere(module),
      );
    }
  }
  log.once(
    'unknown-fabric',
    "NetBox does not record fabric capacity: each blade's is the sum of its port speeds, the backplane's the sum of its blades'",
  );
  const sites = new Map(objects.sites.map((site) => [site.id, site]));
  const uploadRouters = [...routers.values()].map((router) =>
    uploadRouter(router, sites, defaultSpeedBps, ids, log),
  );
  return { routers: uploadRouters, ports, routerOfDevice: routers };
}

/** The blade an interface sits on: its module's, else the device's synthetic chassis blade. */
function bladeOf(
  iface: NetboxInterface,
  router: Router,
  modules: Map<number, ModuleBlade>,
  ids: IdRegistry,
  log: WarningLog,
): BladeDraft {
  if (iface.module) {
    const module = modules.get(iface.module.id);
    if (module !== undefined && module.router === router) {
      const { slot, model } = module;
      module.draft ??= { id: ids.claim(`${router.id}:slot${slot}`), slot, model, ports: [] };
      router.blades.set(iface.module.id, module.draft);
      return module.draft;
    }
    log.warn(
      'missing-module',
      `its module ${iface.module.id} is not in the export (or not on its device): put on the chassis blade`,
      interfaceWhere(iface),
    );
  }
  const existing = router.blades.get('chassis');
  if (existing !== undefined) return existing;
  const chassis = { id: ids.claim(`${router.id}:chassis`), slot: 0, model: 'chassis', ports: [] };
  router.blades.set('chassis', chassis);
  return chassis;
}

function uploadRouter(
  router: Router,
  sites: Parameters<typeof devicePlace>[1],
  defaultSpeedBps: number,
  ids: IdRegistry,
  log: WarningLog,
): UploadRouter {
  const { device } = router;
  const chassis = router.blades.get('chassis');
  if (chassis !== undefined) {
    log.warn(
      'no-module',
      `${chassis.ports.length === 1 ? '1 interface belongs' : `${chassis.ports.length} interfaces belong`} to no module: put on a synthetic blade "chassis" in slot 0`,
      deviceWhere(device),
    );
  }
  if (router.blades.size === 0) {
    log.warn(
      'no-interfaces',
      'no physical interfaces in the export: a router without blades',
      deviceWhere(device),
    );
  }
  const drafts = [...router.blades.values()].sort((a, b) => a.slot - b.slot);
  const blades: UploadBlade[] = drafts.flatMap((draft) =>
    portGroups(draft.ports).map((group, n) => {
      const id = n === 0 ? draft.id : ids.claim(`${draft.id}-${n + 1}`);
      return bladeWithPorts({ id, slot: draft.slot, model: draft.model }, group, defaultSpeedBps);
    }),
  );
  return {
    id: router.id,
    name: clipped(router.name, 200),
    ...deviceKind(device, log),
    ...devicePlace(device, sites, log),
    backplane: {
      id: ids.claim(`${router.id}:backplane`),
      capacityBps: backplaneCapacityBps(blades, defaultSpeedBps),
    },
    blades,
  };
}
