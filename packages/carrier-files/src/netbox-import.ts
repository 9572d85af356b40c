import { CARRIER_UPLOAD_FORMAT, type CarrierUploadInput } from '@tiermap/domain';
import { checkedCarrierId } from './carrier-option.js';
import { idRegistry } from './import-ids.js';
import { warningLog, type ImportResult } from './import-warning.js';
import { netboxEquipment } from './netbox-equipment.js';
import { netboxObjects } from './netbox-export.js';
import { netboxLinks } from './netbox-links.js';
import { warnProviders } from './netbox-providers.js';
import { netboxTrunks } from './netbox-trunks.js';
import { DEFAULT_SPEED_BPS } from './upload-parts.js';

export interface NetboxImportOptions {
  /** The carrier the document describes, e.g. `uslhcnet`; router ids start with it. */
  carrierId: string;
  /** Speed of an interface with neither `speed` nor a type that implies one; default 10 Gb/s. */
  defaultSpeedBps?: number;
}

/**
 * A carrier upload document from a NetBox REST export: devices become routers, modules blades,
 * physical interfaces ports, cables and circuits links, LAGs trunks. The export is an object
 * `{ devices, interfaces, modules?, cables?, circuits?, circuit_terminations?, providers?, sites? }`
 * whose values are arrays or REST pages. Throws `ImportError` only when it is not such an object.
 */
export function netboxToUpload(
  exportJson: unknown,
  options: NetboxImportOptions,
): ImportResult<CarrierUploadInput> {
  const carrier = checkedCarrierId(options.carrierId);
  const defaultSpeedBps = options.defaultSpeedBps ?? DEFAULT_SPEED_BPS;
  const log = warningLog();
  const objects = netboxObjects(exportJson, log);
  const ids = idRegistry();
  const equipment = netboxEquipment(objects, carrier, defaultSpeedBps, ids, log);
  const links = netboxLinks(objects, equipment, carrier, ids, log);
  const trunks = netboxTrunks(objects, equipment, links, ids, log);
  warnProviders(objects, links.linkOfCircuit, carrier, log);
  const document: CarrierUploadInput = {
    format: CARRIER_UPLOAD_FORMAT,
    carrier,
    routers: equipment.routers,
    links: links.links,
    trunks,
    maintenances: [],
  };
  return { document, warnings: log.warnings };
}
