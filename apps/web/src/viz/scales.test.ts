import { describe, expect, it } from 'vitest';
import { visionDeltaE, type ColourVision } from './colour-maths.js';
import {
  LOAD_COLOURS,
  loadStroke,
  NO_DATA_STYLE,
  RATE_BANDS,
  STALE_STYLE,
  UTILIZATION_BANDS,
} from './scales.js';
import { MAINTENANCE_STYLE } from './map-style.js';

const VISIONS: readonly ColourVision[] = ['normal', 'deuteranopia', 'protanopia', 'tritanopia'];

/** The CIEDE2000 between each pair of adjacent classes, as someone with `vision` sees them. */
function adjacentDeltaE(strokes: readonly string[], vision: ColourVision) {
  return strokes.slice(1).map((stroke, i) => ({
    pair: `${strokes[i]} / ${stroke}`,
    deltaE: Math.round(visionDeltaE(strokes[i] ?? '', stroke, vision) * 10) / 10,
  }));
}

describe('scales', () => {
  it('loadStroke picks the band a utilization falls in, on either scale', () => {
    expect(loadStroke(0.05, 'utilization')).toBe(UTILIZATION_BANDS[0]?.stroke);
    expect(loadStroke(0.95, 'utilization')).toBe(UTILIZATION_BANDS[5]?.stroke);
    expect(loadStroke(3e9, 'rate')).toBe(RATE_BANDS[3]?.stroke);
  });

  it('the utilization and rate bands keep their class boundaries', () => {
    expect(UTILIZATION_BANDS.map((b) => b.from)).toEqual([0, 0.1, 0.3, 0.5, 0.7, 0.9]);
    expect(RATE_BANDS.map((b) => b.from)).toEqual([0, 0.1e9, 1e9, 2.5e9, 5e9, 9e9]);
  });

  describe.each([
    ['utilization', UTILIZATION_BANDS],
    ['rate', RATE_BANDS],
  ] as const)('the %s scale', (_name, bands) => {
    it.each(VISIONS)(
      'keeps every pair of adjacent classes at least 15 CIEDE2000 apart for %s vision',
      (vision) => {
        const strokes = bands.map((b) => b.stroke);
        const tooClose = adjacentDeltaE(strokes, vision).filter((p) => p.deltaE < 15);
        expect(tooClose).toEqual([]);
      },
    );
  });

  it('draws "no data" neutral grey with its own dash, apart from stale, maintenance and load', () => {
    expect(LOAD_COLOURS).not.toContain(NO_DATA_STYLE.stroke);
    expect(new Set([NO_DATA_STYLE.dash, STALE_STYLE.dash, MAINTENANCE_STYLE.dash]).size).toBe(3);
    expect(new Set([NO_DATA_STYLE.stroke, STALE_STYLE.stroke, MAINTENANCE_STYLE.stroke]).size).toBe(
      3,
    );
    for (const vision of VISIONS) {
      for (const colour of LOAD_COLOURS) {
        expect(visionDeltaE(NO_DATA_STYLE.stroke, colour, vision)).toBeGreaterThanOrEqual(15);
      }
    }
  });
});
