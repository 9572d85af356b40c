/**
 * Pure colour maths for checking palettes: sRGB <-> linear RGB, CIELAB (D65), the CIEDE2000
 * colour difference (Sharma, Wu & Dalal 2005) and colour-vision-deficiency simulation
 * (Machado, Oliveira & Fernandes 2009, severity 1.0, applied in linear RGB). No DOM, no I/O.
 */

/** Red, green and blue in 0..1. */
export type Rgb = readonly [number, number, number];
/** CIELAB under D65: L* in 0..100, a* and b* unbounded. */
export type Lab = readonly [number, number, number];
type Matrix3 = readonly [Rgb, Rgb, Rgb];

export type ColourVision = 'normal' | 'deuteranopia' | 'protanopia' | 'tritanopia';

/** Parses `#rrggbb` (or `#rgb`) into sRGB in 0..1. */
export function hexToRgb(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (match?.[1] === undefined) throw new Error(`not a #rrggbb colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (i: number) => parseInt(digits.slice(2 * i, 2 * i + 2), 16) / 255;
  return [channel(0), channel(1), channel(2)];
}

/** Formats sRGB in 0..1 (clamped) as `#rrggbb`. */
export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(1, Math.max(0, c)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The sRGB transfer function undone: a gamma-encoded channel to linear light. */
export function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light back to a gamma-encoded sRGB channel. */
export function linearToSrgb(c: number): number {
  return c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
}

function multiply(m: Matrix3, v: Rgb): Rgb {
  return [
    m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
    m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
    m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
  ];
}

/** Linear sRGB to CIE XYZ (D65, Y of white = 1), IEC 61966-2-1. */
const SRGB_TO_XYZ: Matrix3 = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
];
const D65_WHITE: Rgb = [0.95047, 1, 1.08883];

/** sRGB (0..1) to CIELAB under D65. */
export function rgbToLab(rgb: Rgb): Lab {
  const xyz = multiply(SRGB_TO_XYZ, [
    srgbToLinear(rgb[0]),
    srgbToLinear(rgb[1]),
    srgbToLinear(rgb[2]),
  ]);
  const f = (t: number) => (t > (6 / 29) ** 3 ? Math.cbrt(t) : t / (3 * (6 / 29) ** 2) + 4 / 29);
  const fx = f(xyz[0] / D65_WHITE[0]);
  const fy = f(xyz[1] / D65_WHITE[1]);
  const fz = f(xyz[2] / D65_WHITE[2]);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

const DEG = Math.PI / 180;

/** Hue angle in degrees, 0..360, with atan2(0, 0) taken as 0 (as the standard asks). */
function hueDegrees(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/**
 * The CIEDE2000 colour difference between two CIELAB colours (kL = kC = kH = 1), as written
 * by Sharma, Wu & Dalal (2005), including their notes on hue differences across 0/360 degrees.
 */
export function ciede2000(lab1: Lab, lab2: Lab): number {
  const [L1, a1, b1] = lab1;
  const [L2, a2, b2] = lab2;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(Cbar7 / (Cbar7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = hueDegrees(b1, a1p);
  const h2p = hueDegrees(b2, a2p);

  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * DEG);

  const Lbarp = (L1 + L2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hbarp - 30) * DEG) +
    0.24 * Math.cos(2 * hbarp * DEG) +
    0.32 * Math.cos((3 * hbarp + 6) * DEG) -
    0.2 * Math.cos((4 * hbarp - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Cbarp7 = Cbarp ** 7;
  const RC = 2 * Math.sqrt(Cbarp7 / (Cbarp7 + 25 ** 7));
  const SL = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const SC = 1 + 0.045 * Cbarp;
  const SH = 1 + 0.015 * Cbarp * T;
  const RT = -Math.sin(2 * dTheta * DEG) * RC;
  const l = dLp / SL;
  const c = dCp / SC;
  const h = dHp / SH;
  return Math.sqrt(l * l + c * c + h * h + RT * c * h);
}

/**
 * Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color
 * Vision Deficiency", IEEE TVCG 15(6), severity 1.0 (dichromacy). Each row sums to about 1, so
 * greys stay grey. The matrices act on linear RGB.
 */
const MACHADO_SEVERITY_1: Readonly<Record<Exclude<ColourVision, 'normal'>, Matrix3>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** How an sRGB colour looks to someone with `vision` (linearise, apply the matrix, re-encode). */
export function simulateVision(rgb: Rgb, vision: ColourVision): Rgb {
  if (vision === 'normal') return rgb;
  const linear: Rgb = [srgbToLinear(rgb[0]), srgbToLinear(rgb[1]), srgbToLinear(rgb[2])];
  const seen = multiply(MACHADO_SEVERITY_1[vision], linear);
  const encode = (c: number) => linearToSrgb(Math.min(1, Math.max(0, c)));
  return [encode(seen[0]), encode(seen[1]), encode(seen[2])];
}

/** CIEDE2000 between two `#rrggbb` colours as someone with `vision` sees them. */
export function visionDeltaE(hex1: string, hex2: string, vision: ColourVision): number {
  return ciede2000(
    rgbToLab(simulateVision(hexToRgb(hex1), vision)),
    rgbToLab(simulateVision(hexToRgb(hex2), vision)),
  );
}

/** WCAG 2 contrast ratio between two `#rrggbb` colours (1..21). */
export function contrastRatio(hex1: string, hex2: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = hexToRgb(hex).map(srgbToLinear) as unknown as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(hex1), luminance(hex2)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
