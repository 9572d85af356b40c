import { describe, expect, it } from 'vitest';
import { smallTopology } from '../../test-support/topology-fixture.js';
import { incidentFixture, suspectFixture } from '../../test-support/incident-fixture.js';
import {
  elementHighlight,
  incidentHighlight,
  openSuspectIds,
  siteHighlight,
} from './highlights.js';
import { mapViewModel } from './view-model.js';

const topology = smallTopology();
const model = mapViewModel(topology);

describe('map highlights', () => {
  it('siteHighlight emphasises every link of FZK’s path both ways and dims the rest', () => {
    const highlight = siteHighlight(topology, model, 'FZK');
    expect([...highlight.linkIds].sort()).toEqual(['cern-gva', 'fra-fzk', 'gva-fra']);
    expect([...highlight.nodeIds].sort()).toEqual(['CERN', 'FZK', 'geant-fra', 'geant-gva']);
    expect(highlight.selectedId).toBe('FZK');
    expect(highlight.dimOthers).toBe(true);
  });

  it('siteHighlight takes a trunk hop as all of its members', () => {
    const highlight = siteHighlight(topology, model, 'RAL');
    expect([...highlight.linkIds].sort()).toEqual(['cern-gva', 'gva-ral-1', 'gva-ral-2']);
  });

  it('elementHighlight rings one link without dimming', () => {
    const highlight = elementHighlight('gva-fra');
    expect(highlight.selectedId).toBe('gva-fra');
    expect(highlight.dimOthers).toBe(false);
  });

  it('incidentHighlight ranks the shared equipment and maps a border router to its site', () => {
    const highlight = incidentHighlight(
      topology,
      model,
      ['CNAF', 'FZK'],
      [
        {
          kind: 'link',
          id: 'gva-fra',
        },
        {
          kind: 'router',
          id: 'cern-r',
        },
      ],
    );
    expect(highlight.ranks.get('gva-fra')).toBe(1);
    expect(highlight.ranks.get('CERN')).toBe(2);
    expect(highlight.linkIds.has('fra-cnaf')).toBe(true);
    expect(highlight.linkIds.has('gva-ral-1')).toBe(false);
    expect(highlight.nodeIds.has('FZK')).toBe(true);
    expect(highlight.dimOthers).toBe(true);
  });

  it('incidentHighlight ranks a patch panel on the links that cross it', () => {
    const withPanel = {
      ...topology,
      links: topology.links.map((l) =>
        l.id === 'gva-fra' ? { ...l, patchPanelIds: ['geant-fra-pp1'] } : l,
      ),
    };
    const highlight = incidentHighlight(
      withPanel,
      mapViewModel(withPanel),
      ['CNAF', 'FZK'],
      [{ kind: 'patchPanel', id: 'geant-fra-pp1' }],
    );
    expect(highlight.ranks.get('gva-fra')).toBe(1);
  });

  it('openSuspectIds bands the likely causes of open incidents: a link, a trunk’s members, a router', () => {
    expect([...openSuspectIds(topology, model, [incidentFixture()])]).toEqual(['gva-fra']);
    const trunk = incidentFixture({
      id: 'inc-2',
      suspects: [
        suspectFixture({ kind: 'trunk', id: 't-ral', cause: true }),
        suspectFixture({ kind: 'router', id: 'geant-fra', routerId: 'geant-fra', cause: true }),
        suspectFixture({ kind: 'link', id: 'fra-cnaf', cause: false }),
      ],
    });
    expect([...openSuspectIds(topology, model, [trunk])].sort()).toEqual([
      'geant-fra',
      'gva-ral-1',
      'gva-ral-2',
    ]);
    // No suspect marked a cause: the first; a resolved incident: none.
    const unsure = incidentFixture({
      suspects: [suspectFixture({ id: 'fra-fzk', cause: false }), suspectFixture({ cause: false })],
    });
    expect([...openSuspectIds(topology, model, [unsure])]).toEqual(['fra-fzk']);
    expect(openSuspectIds(topology, model, [incidentFixture({ status: 'resolved' })]).size).toBe(0);
  });
});
