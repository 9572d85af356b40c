import { describe, expect, it } from 'vitest';
import {
  BLADE_BAR_STYLES,
  bladeBarsLayout,
  bladeCaption,
  MAX_RATIO_DOMAIN,
  MIN_RATIO_DOMAIN,
  ratioDomainMax,
  ratioScale,
  type BladeBarDatum,
} from './blade-bars.js';
import { UTILIZATION_BANDS } from './scales.js';

const G = 1e9;

function blade(
  id: string,
  portCapacityBps: number,
  fabricCapacityBps: number,
  liveLoadBps?: number,
): BladeBarDatum {
  const ratio = portCapacityBps / fabricCapacityBps;
  return {
    id,
    slot: Number(id.replace(/\D/g, '')),
    model: 'PIC',
    portCapacityBps,
    fabricCapacityBps,
    ratio,
    oversubscribed: portCapacityBps > fabricCapacityBps,
    live:
      liveLoadBps === undefined
        ? undefined
        : {
            loadBps: liveLoadBps,
            ratio: liveLoadBps / fabricCapacityBps,
            overload: liveLoadBps > fabricCapacityBps,
            stale: false,
          },
  };
}

// barLeft 38 and right margin 6: a 244px chart has a 200px track.
const WIDTH = 244;

describe('blade bars', () => {
  it('ratioDomainMax shows at least 1.25 and at most 4, counting live ratios', () => {
    expect(ratioDomainMax([blade('b1', 10 * G, 40 * G)])).toBe(MIN_RATIO_DOMAIN);
    expect(ratioDomainMax([blade('b1', 40 * G, 20 * G)])).toBe(2);
    expect(ratioDomainMax([blade('b1', 10 * G, 20 * G, 30 * G)])).toBe(1.5);
    expect(ratioDomainMax([blade('b1', 100 * G, 10 * G)])).toBe(MAX_RATIO_DOMAIN);
    expect(ratioDomainMax([])).toBe(MIN_RATIO_DOMAIN);
  });

  it('ratioScale maps 0 to the left, the max to the right, and clamps beyond', () => {
    const x = ratioScale(2, 38, 238);
    expect(x(0)).toBe(38);
    expect(x(1)).toBe(138);
    expect(x(2)).toBe(238);
    expect(x(3)).toBe(238);
    expect(x(-1)).toBe(38);
  });

  it('bladeBarsLayout draws 4x10G on a 20G fabric twice as long as the fabric mark, oversubscribed', () => {
    const layout = bladeBarsLayout(
      [blade('b1', 40 * G, 20 * G), blade('b2', 10 * G, 20 * G)],
      WIDTH,
    );
    const [b1, b2] = layout.rows;
    expect(layout.ratioMax).toBe(2);
    expect(b1?.fabricX).toBe(138);
    expect(b1?.portBar.width).toBe(200);
    expect(b1?.ratioText).toBe('2.00:1');
    expect(b1?.oversubscribed).toBe(true);
    expect(b1?.portFill).toBe(BLADE_BAR_STYLES.portsOversubscribed.fill);
    expect(b2?.portBar.width).toBe(50);
    expect(b2?.oversubscribed).toBe(false);
    expect(b2?.portFill).toBe(BLADE_BAR_STYLES.ports.fill);
  });

  it('bladeBarsLayout marks 25 Gb/s live on a 20G fabric as overload, past the fabric mark', () => {
    const layout = bladeBarsLayout([blade('b1', 40 * G, 20 * G, 25 * G)], WIDTH);
    const row = layout.rows[0];
    expect(row?.liveOverload).toBe(true);
    expect(row?.liveBar?.width).toBe(125);
    expect((row?.liveBar?.x ?? 0) + (row?.liveBar?.width ?? 0)).toBeGreaterThan(row?.fabricX ?? 0);
    expect(row?.liveFill).toBe(BLADE_BAR_STYLES.liveOverload.fill);
  });

  it('bladeBarsLayout keeps 15 Gb/s live on a 20G fabric short of the mark, not overloaded', () => {
    const row = bladeBarsLayout([blade('b1', 40 * G, 20 * G, 15 * G)], WIDTH).rows[0];
    expect(row?.liveOverload).toBe(false);
    expect(row?.liveBar?.width).toBe(75);
    // 75 % of the fabric: the map's colour for 70-90 %.
    expect(row?.liveFill).toBe(UTILIZATION_BANDS[4]?.stroke);
  });

  it('bladeBarsLayout has no live bar for a blade without live data', () => {
    const row = bladeBarsLayout([blade('b1', 10 * G, 20 * G)], WIDTH).rows[0];
    expect(row?.liveBar).toBeUndefined();
    expect(row?.liveOverload).toBe(false);
  });

  it('bladeBarsLayout clips a 10:1 blade at the end of the track', () => {
    const row = bladeBarsLayout([blade('b1', 100 * G, 10 * G)], WIDTH).rows[0];
    expect(row?.portBar.clipped).toBe(true);
    expect(row?.portBar.width).toBe(200);
    expect(row?.fabricX).toBe(38 + 200 / MAX_RATIO_DOMAIN);
  });

  it('bladeBarsLayout stacks rows 60px apart and sizes the chart to them', () => {
    const layout = bladeBarsLayout(
      [blade('b1', 10 * G, 20 * G), blade('b2', 10 * G, 20 * G)],
      WIDTH,
    );
    expect(layout.rows.map((row) => row.y)).toEqual([0, 60]);
    expect(layout.height).toBe(110);
    expect(bladeBarsLayout([], WIDTH).height).toBe(0);
  });

  it('bladeCaption gives ports, live load and fabric for people', () => {
    expect(bladeCaption(blade('b1', 40 * G, 20 * G, 25 * G))).toBe(
      'ports 40.0 Gb/s · live 25.0 Gb/s · fabric 20.0 Gb/s',
    );
    expect(bladeCaption(blade('b1', 40 * G, 20 * G))).toBe(
      'ports 40.0 Gb/s · no live data · fabric 20.0 Gb/s',
    );
  });
});
