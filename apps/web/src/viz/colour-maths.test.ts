import { describe, expect, it } from 'vitest';
import {
  ciede2000,
  hexToRgb,
  linearToSrgb,
  rgbToHex,
  rgbToLab,
  simulateVision,
  srgbToLinear,
  type Lab,
} from './colour-maths.js';

/**
 * The 34 test pairs of Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical observations", Color Research
 * and Application 30(1), Table 1: L*a*b* of each sample and the published ΔE00 (4 decimals).
 */
const SHARMA_PAIRS: readonly [Lab, Lab, number][] = [
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [[50, 2.8361, -74.02], [50, 0, -82.7485], 3.4412],
  [[50, -1.3802, -84.2814], [50, 0, -82.7485], 1.0],
  [[50, -1.1848, -84.8006], [50, 0, -82.7485], 1.0],
  [[50, -0.9009, -85.5211], [50, 0, -82.7485], 1.0],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, -1, 2], [50, 0, 0], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.001], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [[50, 2.49, -0.001], [50, -2.49, 0.0012], 7.2195],
  [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.001, -2.49], 4.8045],
  [[50, -0.001, 2.49], [50, 0.0011, -2.49], 4.7461],
  [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[50, 2.5, 0], [61, -5, 29], 22.8977],
  [[50, 2.5, 0], [56, -27, -3], 31.903],
  [[50, 2.5, 0], [58, 24, 15], 19.4535],
  [[50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
  [[50, 2.5, 0], [50, 3.2972, 0], 1.0],
  [[50, 2.5, 0], [50, 1.8634, 0.5757], 1.0],
  [[50, 2.5, 0], [50, 3.2592, 0.335], 1.0],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [[63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [[61.2901, 3.7196, -5.3901], [61.4292, 2.248, -4.962], 1.8731],
  [[35.0831, -44.1164, 3.7933], [35.0232, -40.0716, 1.5901], 1.8645],
  [[22.7233, 20.0904, -46.694], [23.0331, 14.973, -42.5619], 2.0373],
  [[36.4612, 47.858, 18.3852], [36.2715, 50.5065, 21.2231], 1.4146],
  [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [[90.9257, -0.5406, -0.9208], [88.6381, -0.8985, -0.7239], 1.5381],
  [[6.7747, -0.2908, -2.4247], [5.8714, -0.0985, -2.2286], 0.6377],
  [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('colour maths', () => {
  it.each(SHARMA_PAIRS.map((pair, index) => [index + 1, ...pair] as const))(
    'ciede2000 matches Sharma, Wu & Dalal pair %i',
    (_n, lab1, lab2, expected) => {
      expect(ciede2000(lab1, lab2)).toBeCloseTo(expected, 4);
      // The formula is symmetric in its two samples.
      expect(ciede2000(lab2, lab1)).toBeCloseTo(expected, 4);
    },
  );

  it('ciede2000 of a colour with itself is 0', () => {
    expect(ciede2000([50, 20, -30], [50, 20, -30])).toBe(0);
  });

  it('srgbToLinear and linearToSrgb undo each other, with the linear toe near black', () => {
    expect(srgbToLinear(0.04)).toBeCloseTo(0.04 / 12.92, 12);
    expect(srgbToLinear(0.5)).toBeCloseTo(0.214041, 6);
    // The standard's two thresholds (0.04045 and 0.0031308) meet to within 1e-7 only.
    for (const c of [0, 0.001, 0.04045, 0.2, 0.5, 0.9, 1]) {
      expect(linearToSrgb(srgbToLinear(c))).toBeCloseTo(c, 6);
    }
  });

  it('rgbToLab gives the CIELAB of white, black and the sRGB primaries under D65', () => {
    const lab = (hex: string) => rgbToLab(hexToRgb(hex)).map((x) => Math.round(x * 100) / 100 + 0);
    expect(lab('#ffffff')).toEqual([100, 0, 0]);
    expect(lab('#000000')).toEqual([0, 0, 0]);
    // Published values for sRGB red and blue (e.g. Lindbloom's calculator, D65).
    expect(lab('#ff0000').map(Math.round)).toEqual([53, 80, 67]);
    expect(lab('#0000ff').map(Math.round)).toEqual([32, 79, -108]);
  });

  it('hexToRgb and rgbToHex round-trip, and #rgb is read as #rrggbb', () => {
    expect(rgbToHex(hexToRgb('#4b02db'))).toBe('#4b02db');
    expect(hexToRgb('#fff')).toEqual([1, 1, 1]);
    expect(() => hexToRgb('red')).toThrow('not a #rrggbb colour: red');
  });

  it('simulateVision keeps greys grey and takes red and green together under deuteranopia', () => {
    for (const vision of ['deuteranopia', 'protanopia', 'tritanopia'] as const) {
      const grey = simulateVision(hexToRgb('#808080'), vision);
      for (const c of grey) expect(c).toBeCloseTo(128 / 255, 2);
    }
    const seen = (hex: string) => rgbToLab(simulateVision(hexToRgb(hex), 'deuteranopia'));
    // Pure red and a green of similar lightness are far apart for normal vision, close for a
    // deuteranope (the classic confusion), while blue and yellow stay far apart.
    const normal = ciede2000(rgbToLab(hexToRgb('#d03030')), rgbToLab(hexToRgb('#6a8a00')));
    expect(normal).toBeGreaterThan(40);
    expect(ciede2000(seen('#d03030'), seen('#6a8a00'))).toBeLessThan(normal / 3);
    expect(ciede2000(seen('#2040ff'), seen('#ffe000'))).toBeGreaterThan(60);
  });
});
