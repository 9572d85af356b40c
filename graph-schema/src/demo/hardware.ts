/** Line card names and interface naming shared by several files of the demo. */

/** Juniper T-series/M-series FPC3 holding two one-port 10GE PICs. */
export const FPC3_2X10GE = 'FPC3 with 2x 1x10GE PIC';
/** Cisco Catalyst 6500 / 7600 4-port 10GE card (40 Gb/s to the Sup720 fabric). */
export const WS_X6704 = 'WS-X6704-10GE (4x10GE)';
/** Cisco GSR 12000 SPA interface processor with one 10GE shared port adapter. */
export const SIP600_10GE = '12000-SIP-600 with SPA-1X10GE-L-V2';

/** Juniper names of the 10GE ports on an FPC of one-port PICs: `xe-<fpc>/<pic>/0`. */
export function juniperTenGe(fpc: number, pics = 2): string[] {
  return Array.from({ length: pics }, (_, pic) => `xe-${fpc}/${pic}/0`);
}
