import type { CarrierUpload } from '@tiermap/domain';

/**
 * Large carrier documents built on the demo, for the tests and benchmarks that need a big but
 * valid upload: GÉANT with `routers` more routers of `blades` empty blades each (448 blades by
 * default), and a port CSV that fills them.
 */
export interface BulkBlades {
  routers: number;
  blades: number;
}

export const DEFAULT_BULK: BulkBlades = { routers: 7, blades: 64 };

/** `document` (GÉANT's) with the bulk routers added, each with its empty blades. */
export function withEmptyBlades(
  document: CarrierUpload,
  { routers, blades }: BulkBlades = DEFAULT_BULK,
): CarrierUpload {
  const copy = structuredClone(document);
  for (let r = 0; r < routers; r += 1) {
    copy.routers.push({
      id: `geant-bulk${r}`,
      name: `bulk ${r}`,
      vendor: 'Juniper',
      model: 'MX10008',
      os: 'Junos 23.4R2',
      location: 'Frankfurt',
      lat: 50.1,
      lon: 8.7,
      backplane: { id: `geant-bulk${r}:backplane`, capacityBps: 1e13 },
      blades: Array.from({ length: blades }, (_, slot) => ({
        id: `geant-bulk${r}:slot${slot}`,
        slot,
        model: 'MPC10E',
        fabricCapacityBps: 1e13,
        ports: [],
      })),
    });
  }
  return copy;
}

/**
 * A port CSV of `rows` 10 Gb/s ports spread evenly over the bulk blades, or all on the first
 * (`oneBlade`, to break the per-blade limit of 512).
 */
export function bulkPortCsv(
  rows: number,
  { routers, blades }: BulkBlades = DEFAULT_BULK,
  oneBlade = false,
): string {
  const lines = ['bladeId,id,name,speedBps'];
  for (let i = 0; i < rows; i += 1) {
    const blade = oneBlade ? 0 : i % (routers * blades);
    const id = `geant-bulk${Math.floor(blade / blades)}:slot${blade % blades}`;
    lines.push(`${id},${id}:xe-${i},xe-0/0/${i},10000000000`);
  }
  return `${lines.join('\n')}\n`;
}
