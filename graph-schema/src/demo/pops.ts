/** Where a router stands: a point of presence, for people, and its coordinates. */
export interface Pop {
  location: string;
  lat: number;
  lon: number;
}

/** The points of presence the demo's routers stand in. */
export const POPS = {
  cern: { location: 'CERN, Meyrin (Geneva), CH', lat: 46.2331, lon: 6.0557 },
  geneva: { location: 'Geneva (CERN CIXP), CH', lat: 46.2338, lon: 6.047 },
  frankfurt: { location: 'Frankfurt am Main, DE', lat: 50.1109, lon: 8.6821 },
  karlsruhe: { location: 'Karlsruhe, DE', lat: 49.0069, lon: 8.4037 },
  gridka: { location: 'FZK, Eggenstein-Leopoldshafen, DE', lat: 49.0955, lon: 8.433 },
  paris: { location: 'Paris, FR', lat: 48.8566, lon: 2.3522 },
  lyon: { location: 'Lyon, FR', lat: 45.764, lon: 4.8357 },
  ccin2p3: { location: 'CC-IN2P3, Villeurbanne, FR', lat: 45.7826, lon: 4.8654 },
  milan: { location: 'Milan, IT', lat: 45.4642, lon: 9.19 },
  bologna: { location: 'Bologna, IT', lat: 44.4949, lon: 11.3426 },
  cnaf: { location: 'INFN-CNAF, Bologna, IT', lat: 44.4995, lon: 11.353 },
  madrid: { location: 'Madrid, ES', lat: 40.4168, lon: -3.7038 },
  barcelona: { location: 'Barcelona, ES', lat: 41.3874, lon: 2.1686 },
  pic: { location: 'PIC, Bellaterra (Barcelona), ES', lat: 41.5008, lon: 2.111 },
  copenhagen: { location: 'Copenhagen (Kastrup), DK', lat: 55.6295, lon: 12.6459 },
  ndgf: { location: 'NDGF, Copenhagen, DK', lat: 55.6761, lon: 12.5683 },
  amsterdam: { location: 'Amsterdam Science Park, NL', lat: 52.356, lon: 4.955 },
  sara: { location: 'SARA, Amsterdam, NL', lat: 52.3567, lon: 4.9536 },
  london: { location: 'London (Telehouse), GB', lat: 51.5113, lon: -0.0013 },
  reading: { location: 'Reading, GB', lat: 51.4543, lon: -0.9781 },
  ral: { location: 'RAL, Chilton (Didcot), GB', lat: 51.5713, lon: -1.315 },
  chicago: { location: 'Chicago (StarLight), US', lat: 41.896, lon: -87.617 },
  fnal: { location: 'Fermilab, Batavia IL, US', lat: 41.8319, lon: -88.2572 },
  newYork: { location: 'New York (MAN LAN, 32 AoA), US', lat: 40.7193, lon: -74.0051 },
  bnl: { location: 'BNL, Upton NY, US', lat: 40.869, lon: -72.8868 },
  denver: { location: 'Denver, US', lat: 39.7392, lon: -104.9903 },
  losAngeles: { location: 'Los Angeles (One Wilshire), US', lat: 34.0484, lon: -118.2555 },
  caltech: { location: 'Caltech, Pasadena CA, US', lat: 34.1377, lon: -118.1253 },
  montreal: { location: 'Montreal, CA', lat: 45.5019, lon: -73.5674 },
  vancouver: { location: 'Vancouver, CA', lat: 49.2827, lon: -123.1207 },
  triumf: { location: 'TRIUMF, Vancouver, CA', lat: 49.2474, lon: -123.2301 },
  taipei: { location: 'Taipei, TW', lat: 25.033, lon: 121.5654 },
  asgc: { location: 'Academia Sinica, Nangang (Taipei), TW', lat: 25.0417, lon: 121.6147 },
} satisfies Record<string, Pop>;
