import { describe, expect, it } from 'vitest';
import { mergeLive } from '../features/map/live-model.js';
import { NO_HIGHLIGHT, type MapHighlight } from '../features/map/map-selection.js';
import { mapViewModel } from '../features/map/view-model.js';
import { liveState, smallTopology } from '../test-support/topology-fixture.js';
import { halfTitle, mapHalves, mapItems, mapShapes } from './map-items.js';
import { HIGHLIGHT_STYLE, MAINTENANCE_STYLE, PATH_STATUS_FILL, THEME_STYLES } from './map-style.js';
import { contrastRatio } from './colour-maths.js';
import { LOAD_COLOURS, NO_DATA_STYLE, STALE_STYLE, UTILIZATION_BANDS } from './scales.js';

const model = mapViewModel(smallTopology());
const live = mergeLive(
  new Map(),
  [
    liveState('gva-fra', 'AtoZ', { stale: true }),
    liveState('gva-fra', 'ZtoA', { utilization: 0.95 }),
    liveState('fra-fzk', 'AtoZ', { stale: true }),
  ],
  true,
);

function items(highlight: MapHighlight = NO_HIGHLIGHT, maintenance: string[] = []) {
  return mapItems({
    model,
    live,
    scale: 'utilization',
    highlight,
    maintenanceLinkIds: new Set(maintenance),
    theme: THEME_STYLES.screen,
  });
}

describe('map items', () => {
  it('mapItems draws every link line "no data" grey and dashed, however many paths share it', () => {
    const drawn = items();
    // The fixture has links of one site path and links shared by two or three (once drawn
    // orange, the colour of 50-70 % load).
    expect(new Set(drawn.links.map((l) => l.link.pathIds.length)).size).toBeGreaterThan(1);
    for (const link of drawn.links) {
      expect(link).toMatchObject({ stroke: NO_DATA_STYLE.stroke, dash: NO_DATA_STYLE.dash });
    }
    // Only the live half-arrows carry load colours; a link without live data has none.
    expect(drawn.halves.some((h) => h.linkId === 'cern-gva')).toBe(false);
    const colours: readonly string[] = LOAD_COLOURS;
    expect(drawn.links.filter((l) => colours.includes(l.stroke))).toEqual([]);
  });

  it('mapItems draws a link under maintenance violet and dashed, even where its data is stale', () => {
    const drawn = items(NO_HIGHLIGHT, ['gva-fra']);
    const link = drawn.links.find((l) => l.id === 'gva-fra');
    expect(link).toMatchObject({ maintenance: true, stroke: MAINTENANCE_STYLE.stroke });
    expect(link?.dash).toBe(MAINTENANCE_STYLE.dash);
    const halves = drawn.halves.filter((h) => h.linkId === 'gva-fra');
    expect(halves.map((h) => h.stroke)).toEqual([
      MAINTENANCE_STYLE.stroke,
      MAINTENANCE_STYLE.stroke,
    ]);
    // Stale still reads as stale for the tests and the tooltip.
    expect(halves.find((h) => h.direction === 'AtoZ')?.stale).toBe(true);
    // A stale link not under maintenance keeps the stale look.
    expect(drawn.halves.find((h) => h.key === 'fra-fzk|AtoZ')).toMatchObject({
      stroke: STALE_STYLE.stroke,
      dash: STALE_STYLE.dash,
    });
  });

  it('mapItems fades what the highlight does not name and widens what it does', () => {
    const plain = items();
    const drawn = items({
      linkIds: new Set(['gva-fra']),
      nodeIds: new Set(['FZK']),
      ranks: new Map([['gva-fra', 1]]),
      selectedId: 'FZK',
      dimOthers: true,
    });
    const gvaFra = drawn.links.find((l) => l.id === 'gva-fra');
    expect(gvaFra).toMatchObject({ emphasis: 'highlighted', opacity: 1, rank: 1 });
    expect(gvaFra?.width).toBeGreaterThan(plain.links.find((l) => l.id === 'gva-fra')?.width ?? 0);
    expect(drawn.links.find((l) => l.id === 'cern-gva')).toMatchObject({
      emphasis: 'dimmed',
      opacity: HIGHLIGHT_STYLE.dimOpacity,
    });
    expect(drawn.nodes.find((n) => n.id === 'FZK')).toMatchObject({
      selected: true,
      emphasis: 'highlighted',
    });
    expect(drawn.nodes.find((n) => n.id === 'CNAF')?.emphasis).toBe('dimmed');
  });

  it('mapItems without a highlight draws everything plainly, one half-arrow per live direction', () => {
    const drawn = items();
    expect(drawn.links.every((l) => l.emphasis === 'normal' && l.opacity === 1)).toBe(true);
    expect(drawn.halves.map((h) => h.key).sort()).toEqual([
      'fra-fzk|AtoZ',
      'gva-fra|AtoZ',
      'gva-fra|ZtoA',
    ]);
  });

  it('mapItems on the wall theme draws wider strokes and bigger nodes', () => {
    const wall = mapItems({
      model,
      live,
      scale: 'utilization',
      highlight: NO_HIGHLIGHT,
      maintenanceLinkIds: new Set(),
      theme: THEME_STYLES.wall,
    });
    const screen = items();
    expect(wall.links[0]?.width ?? 0).toBeGreaterThan(screen.links[0]?.width ?? 0);
    expect(wall.nodes[0]?.radius ?? 0).toBeGreaterThan(screen.nodes[0]?.radius ?? 0);
  });

  it('mapShapes is the part live values cannot change; the halves carry the live tooltip lines', () => {
    const input = {
      model,
      highlight: NO_HIGHLIGHT,
      maintenanceLinkIds: new Set<string>(),
      theme: THEME_STYLES.screen,
    };
    const busier = mergeLive(live, [liveState('gva-fra', 'ZtoA', { utilization: 0.2 })], false);
    expect(mapShapes(input)).toEqual(mapShapes(input));
    expect(mapItems({ ...input, live: busier, scale: 'utilization' }).links).toEqual(
      mapShapes(input).links,
    );
    const halves = mapHalves({
      ...input,
      live: mergeLive(
        new Map(),
        [liveState('gva-fra', 'ZtoA', { bps: 7.5e9, utilization: 0.75, errorsPerSec: 12.5 })],
        true,
      ),
      scale: 'utilization',
    });
    expect(halves).toHaveLength(1);
    expect(halves[0] === undefined ? '' : halfTitle(halves[0])).toMatch(
      /^Z to A: 7\.50 Gb\/s, 75\.0 %, in errors 12\.5\/s, out errors 0\.0\/s, in discards 0\.0\/s, out discards 0\.0\/s/,
    );
    const link = mapShapes(input).links.find((l) => l.id === 'gva-fra');
    expect(link?.title).toMatch(/^.+\n\d+\.\d{2} Gb\/s, \w+\npaths: /);
  });

  it('mapShapes marks open incidents’ suspects whatever is selected and fills sites by path status', () => {
    const { links, nodes } = mapShapes({
      model,
      highlight: {
        ...NO_HIGHLIGHT,
        selectedId: 'fra-fzk',
        suspectIds: new Set(['gva-fra', 'geant-fra']),
      },
      maintenanceLinkIds: new Set(),
      theme: THEME_STYLES.screen,
      siteStatus: new Map([['FZK', 'lossy'] as const]),
    });
    expect(links.filter((l) => l.suspect).map((l) => l.id)).toEqual(['gva-fra']);
    expect(links.find((l) => l.id === 'gva-fra')?.title).toContain('SUSPECT');
    expect(nodes.filter((n) => n.suspect).map((n) => n.id)).toEqual(['geant-fra']);
    expect(nodes.find((n) => n.id === 'FZK')).toMatchObject({ fill: PATH_STATUS_FILL.lossy });
    expect(nodes.find((n) => n.id === 'FZK')?.title).toContain('paths: lossy');
    // A site without a status keeps its tier's fill.
    expect(nodes.find((n) => n.id === 'CNAF')?.fill).not.toBe(PATH_STATUS_FILL.lossy);
  });

  it('on the light (print) theme every load class is drawn over a dark casing that reads on white', () => {
    // One live direction in each load class, on the printed map's light theme.
    const perClass = mergeLive(
      new Map(),
      UTILIZATION_BANDS.map((band, i) =>
        liveState(
          model.links[i % model.links.length]?.id ?? '',
          i < model.links.length ? 'AtoZ' : 'ZtoA',
          {
            utilization: band.from + 0.01,
          },
        ),
      ),
      true,
    );
    const drawn = mapItems({
      model,
      live: perClass,
      scale: 'utilization',
      highlight: NO_HIGHLIGHT,
      maintenanceLinkIds: new Set(),
      theme: THEME_STYLES.print,
    });
    expect(new Set(drawn.halves.map((h) => h.stroke))).toEqual(new Set(LOAD_COLOURS));
    for (const half of [...drawn.halves, ...drawn.links]) {
      expect(half.casing, half.stroke).not.toBeNull();
      const casing = half.casing ?? { stroke: '#ffffff', width: 0 };
      // Wider than the stroke, so it shows either side, and at least 3:1 against white paper.
      expect(casing.width).toBeGreaterThan(half.width);
      expect(contrastRatio(casing.stroke, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
    // The top classes alone would not read on paper (why the casing is there).
    expect(contrastRatio(LOAD_COLOURS[5], '#ffffff')).toBeLessThan(3);
    // The dark map needs none: the same palette, no casing.
    expect(items().halves.every((h) => h.casing === null)).toBe(true);
  });
});
