import { describe, expect, it } from 'vitest';
import { mapViewModel } from '../features/map/view-model.js';
import { smallTopology } from '../test-support/topology-fixture.js';
import { placeLabels, spreadColocated } from './layout.js';
import { geoFrame, screenPositions } from './map-frame.js';
import { mapShapes } from './map-items.js';
import { NO_HIGHLIGHT } from '../features/map/map-selection.js';
import { THEME_STYLES } from './map-style.js';
import { nodeLabels } from './topology-map.js';

/** The small topology with three carriers' routers in Geneva, beside CERN. */
function genevaTopology() {
  const topology = smallTopology();
  const geneva = (id: string, carrierId: string) => ({
    ...topology.routers[1]!,
    id,
    name: id,
    carrierId,
    lon: 6.05,
    lat: 46.23,
  });
  topology.routers = topology.routers.filter((r) => r.id !== 'geant-gva');
  topology.routers.push(
    geneva('geant-gva', 'geant'),
    geneva('renater-gva', 'renater'),
    geneva('uslhcnet-gva', 'uslhcnet'),
  );
  return topology;
}

const size = { width: 1200, height: 700 };
const distance = (
  a: { x: number; y: number } | undefined,
  b: { x: number; y: number } | undefined,
) => Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0));

describe('co-located routers fan out', () => {
  it('spreadColocated rings the routers on a site marker around it, a lone one too', () => {
    const site = { id: 'CERN', x: 100, y: 100 };
    const spread = spreadColocated(
      [
        { id: 'a', x: 100.5, y: 100 },
        { id: 'b', x: 100, y: 100.5 },
        { id: 'lone', x: 300.2, y: 300 },
      ],
      9,
      4,
      [site, { id: 'FAR', x: 300, y: 300 }],
      16,
    );
    for (const p of spread) {
      const centre = p.id === 'lone' ? { x: 300, y: 300 } : site;
      expect(distance(p, centre), p.id).toBeCloseTo(16);
    }
  });

  it('screenPositions at 40x puts the GÉANT, RENATER and USLHCNet Geneva routers clear of CERN and of each other', () => {
    const model = mapViewModel(genevaTopology());
    const frame = geoFrame(model, size);
    const at = (k: number) => screenPositions(frame, { k, x: 0, y: 0 });
    const ids = ['geant-gva', 'renater-gva', 'uslhcnet-gva'];
    const zoomed = at(40);
    // CERN's marker is 9 px, a router's 3.5 px: well clear means 40 px from the centre.
    for (const id of ids)
      expect(distance(zoomed.get(id), zoomed.get('CERN')), id).toBeGreaterThan(40);
    for (const a of ids) {
      for (const b of ids) {
        if (a < b) expect(distance(zoomed.get(a), zoomed.get(b)), `${a} ${b}`).toBeGreaterThan(40);
      }
    }
    // Unzoomed they are still outside the marker, and the ring grows as one zooms in.
    const flat = at(1);
    for (const id of ids) expect(distance(flat.get(id), flat.get('CERN'))).toBeGreaterThan(12);
    expect(distance(at(10).get('renater-gva'), at(10).get('CERN'))).toBeGreaterThan(
      distance(flat.get('renater-gva'), flat.get('CERN')),
    );
  });

  it('placeLabels hides an optional label with no free place and keeps a required one', () => {
    const box = { width: 40, height: 14 };
    const placed = placeLabels([
      { id: 'site', x: 100, y: 100, ...box },
      ...Array.from({ length: 9 }, (_, i) => ({
        id: `r${i}`,
        x: 100,
        y: 100,
        ...box,
        optional: true,
      })),
    ]);
    expect(placed[0]?.hidden).toBeUndefined();
    expect(placed.filter((p) => p.hidden === true).length).toBeGreaterThan(0);
    expect(placed.some((p) => p.id.startsWith('r') && p.hidden !== true)).toBe(true);
  });

  it('nodeLabels names the Geneva routers at 40x, and no two drawn labels overlap', () => {
    const model = mapViewModel(genevaTopology());
    const frame = geoFrame(model, size);
    const theme = THEME_STYLES.screen;
    const { nodes } = mapShapes({
      model,
      highlight: NO_HIGHLIGHT,
      maintenanceLinkIds: new Set(),
      theme,
    });
    const labelOf = new Map(nodes.map((n) => [n.id, n]));
    for (const k of [1, 40]) {
      // Zoomed about CERN, as a user zooming into Geneva would.
      const cern = frame.nodes.get('CERN');
      const zoom = { k, x: 600 - k * (cern?.x ?? 0), y: 350 - k * (cern?.y ?? 0) };
      const shown = nodeLabels(nodes, screenPositions(frame, zoom), theme, size).filter(
        (p) => p.hidden !== true,
      );
      const boxes = shown.map((p) => {
        const node = labelOf.get(p.id);
        const px = node?.kind === 'site' ? theme.labelPx : Math.round(theme.labelPx * 0.85);
        const width = (node?.label.length ?? 0) * px * 0.65;
        const left =
          p.anchor === 'start' ? p.x : p.anchor === 'end' ? p.x - width : p.x - width / 2;
        return { id: p.id, left, right: left + width, top: p.y - px - 1, bottom: p.y + 2 };
      });
      for (const a of boxes) {
        for (const b of boxes) {
          const overlap =
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          if (a.id < b.id && labelOf.get(b.id)?.kind === 'router') {
            expect(overlap, `${k}x: ${a.id} and ${b.id}`).toBe(false);
          }
        }
      }
      if (k === 40) {
        const ids = shown.map((p) => p.id);
        for (const id of ['geant-gva', 'renater-gva', 'uslhcnet-gva']) expect(ids).toContain(id);
      }
    }
  });
});
