import type {
  NetboxCircuit,
  NetboxDevice,
  NetboxInterface,
  NetboxModule,
} from './netbox-export.js';

/** `device 12 "gva-core1"`: how warnings name NetBox objects, by their NetBox id. */
export function deviceWhere(device: NetboxDevice): string {
  return device.name ? `device ${device.id} "${device.name}"` : `device ${device.id}`;
}

export function moduleWhere(module: NetboxModule): string {
  const bay = module.module_bay?.name;
  return bay ? `module ${module.id} in bay "${bay}"` : `module ${module.id}`;
}

/** `interface 101 "xe-0/0/0" on device 12`. */
export function interfaceWhere(iface: NetboxInterface): string {
  return `interface ${iface.id} "${iface.name}" on device ${iface.device.id}`;
}

export function circuitWhere(circuit: NetboxCircuit): string {
  return `circuit ${circuit.id} "${circuit.cid}"`;
}
