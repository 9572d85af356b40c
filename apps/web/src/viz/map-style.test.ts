import { describe, expect, it } from 'vitest';
import type { PathStatusName } from '@tiermap/domain';
import { NO_HIGHLIGHT } from '../features/map/map-selection.js';
import { visionDeltaE, type ColourVision } from './colour-maths.js';
import {
  emphasis,
  emphasisOpacity,
  HIGHLIGHT_STYLE,
  PATH_STATUS_FILL,
  scaleDash,
  scaledTheme,
  THEME_STYLES,
} from './map-style.js';

describe('map style', () => {
  it('emphasis names the selected element highlighted even when no set lists it', () => {
    const highlight = { ...NO_HIGHLIGHT, selectedId: 'FZK' };
    expect(emphasis(highlight, 'node', 'FZK')).toBe('highlighted');
    expect(emphasis(highlight, 'node', 'CNAF')).toBe('normal');
  });

  it('emphasis fades only what the highlight leaves out, and only when it dims the others', () => {
    const highlight = { ...NO_HIGHLIGHT, linkIds: new Set(['gva-fra']), dimOthers: true };
    expect(emphasis(highlight, 'link', 'gva-fra')).toBe('highlighted');
    expect(emphasis(highlight, 'link', 'cern-gva')).toBe('dimmed');
    // A link id in the node set does not emphasise the link.
    expect(emphasis({ ...highlight, nodeIds: new Set(['x']) }, 'link', 'x')).toBe('dimmed');
    expect(emphasisOpacity('dimmed')).toBe(HIGHLIGHT_STYLE.dimOpacity);
    expect(emphasisOpacity('normal')).toBe(1);
  });

  it('scaleDash stretches a dash pattern for the wall theme and leaves a solid line solid', () => {
    expect(scaleDash('6 2', THEME_STYLES.wall.strokeScale)).toBe('10.8 3.6');
    expect(scaleDash(null, 2)).toBeNull();
    expect(THEME_STYLES.wall.labelPx).toBeGreaterThan(THEME_STYLES.screen.labelPx);
  });
});

describe('scaledTheme', () => {
  it('grows the wall theme with the wall: 4K (scale 2) doubles labels, badges and strokes', () => {
    const at4k = scaledTheme(THEME_STYLES.wall, 2);
    expect(at4k.labelPx).toBe(2 * THEME_STYLES.wall.labelPx);
    expect(at4k.badgeRadiusPx).toBe(2 * THEME_STYLES.wall.badgeRadiusPx);
    expect(at4k.strokeScale).toBe(2 * THEME_STYLES.wall.strokeScale);
    // The label stays above 1.5 % of the screen height at 1080p and at 4K.
    expect(scaledTheme(THEME_STYLES.wall, 1).labelPx / 1080).toBeGreaterThanOrEqual(0.015);
    expect(at4k.labelPx / 2160).toBeGreaterThanOrEqual(0.015);
    expect(scaledTheme(THEME_STYLES.wall, 1)).toBe(THEME_STYLES.wall);
  });
});

describe('PATH_STATUS_FILL', () => {
  const visions: readonly ColourVision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];
  const bad: readonly PathStatusName[] = ['ok', 'congested', 'lossy', 'outage'];
  const pairs: [PathStatusName, PathStatusName][] = [
    ...bad.flatMap((a, i) => bad.slice(i + 1).map((b): [PathStatusName, PathStatusName] => [a, b])),
    ['dark', 'ok'],
    ['unknown', 'ok'],
  ];

  it.each(visions)(
    'keeps ok, congested, lossy and outage (and dark, unknown from ok) 15 CIEDE2000 apart for %s vision',
    (vision) => {
      const tooClose = pairs
        .map(([a, b]) => ({
          pair: `${a} / ${b}`,
          deltaE:
            Math.round(visionDeltaE(PATH_STATUS_FILL[a], PATH_STATUS_FILL[b], vision) * 10) / 10,
        }))
        .filter((p) => p.deltaE < 15);
      expect(tooClose).toEqual([]);
    },
  );
});
