import { describe, expect, it } from 'vitest';
import { incidentsRefreshKey, topologyOutdated, topologyWanted } from './changes.js';

const marks = (topologyVersion: number, incidentsRevision = '0-0') => ({
  topologyVersion,
  incidentsRevision,
});

describe('what a change announced on the live stream makes the page load again', () => {
  it('the topology is outdated only when the stream announces a later version than the one loaded', () => {
    expect(topologyOutdated(5, undefined)).toBe(false);
    expect(topologyOutdated(5, marks(5))).toBe(false);
    // A stream mark older than the answer (read before a write the answer already holds).
    expect(topologyOutdated(6, marks(5))).toBe(false);
    expect(topologyOutdated(5, marks(6))).toBe(true);
    expect(topologyOutdated(undefined, marks(0))).toBe(true);
  });

  it('asks for each new version once: a maintenance window announced elsewhere reloads the map, and the reload settles it', () => {
    // Loaded at version 3; the stream says 3: nothing to do.
    let wanted = topologyWanted(0, 3, marks(3));
    expect(wanted).toBe(0);
    // A window announced in another browser moves the version on: the page asks for 4.
    wanted = topologyWanted(wanted, 3, marks(4));
    expect(wanted).toBe(4);
    // While that load runs, the same mark asks for nothing more.
    expect(topologyWanted(wanted, 3, marks(4))).toBe(4);
    // Loaded at 4 (or later): settled, the same marks ask for nothing.
    expect(topologyWanted(wanted, 4, marks(4))).toBe(4);
    expect(topologyWanted(wanted, 5, marks(4))).toBe(4);
    // Two quick writes: the latest version is asked for.
    expect(topologyWanted(wanted, 4, marks(6))).toBe(6);
  });

  it('while the first load runs, a mark asks for nothing: its answer says whether it is outdated', () => {
    // Restarting it would abort the request in flight and ask again, possibly forever on a
    // slow link where marks keep arriving (the e2e export-menu spec held it and never got one).
    expect(topologyWanted(0, undefined, marks(7), false)).toBe(0);
    expect(topologyWanted(0, undefined, marks(7), true)).toBe(7);
  });

  it('the incidents are asked for again whenever their revision moves', () => {
    expect(incidentsRefreshKey(undefined)).toBe('');
    expect(incidentsRefreshKey(marks(1, '3-1700'))).not.toBe(
      incidentsRefreshKey(marks(1, '4-1800')),
    );
    expect(incidentsRefreshKey(marks(1, '3-1700'))).toBe(incidentsRefreshKey(marks(9, '3-1700')));
  });
});
