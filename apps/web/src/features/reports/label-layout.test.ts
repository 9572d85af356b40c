import { describe, expect, it } from 'vitest';
import { boxesOverlap, layoutLabels, type LabelInput } from './label-layout.js';

/** Where the European Tier1 sites fall on the 1000 x 500 world map: the cluster that collided. */
const EUROPE: readonly [string, number, number][] = [
  ['CERN', 6.05, 46.23],
  ['IN2P3', 4.87, 45.78],
  ['CNAF', 11.34, 44.49],
  ['FZK', 8.43, 49.1],
  ['PIC', 2.11, 41.5],
  ['NIKHEF', 4.95, 52.36],
  ['SARA', 4.9, 52.37],
  ['RAL', -1.32, 51.57],
  ['NDGF', 12.57, 55.68],
  ['JINR', 37.19, 56.74],
  ['KIT', 8.4, 49.0],
];

const SIZE = { width: 1000, height: 500 };

function labelsAt(scale: number, fontPx: number): LabelInput[] {
  return EUROPE.map(([id, lon, lat]) => ({
    id,
    x: ((lon + 180) / 360) * SIZE.width * scale - (scale - 1) * 500,
    y: ((90 - lat) / 180) * SIZE.height * scale - (scale - 1) * 120,
    radius: id === 'CERN' ? 9 : 7,
    width: id.length * fontPx * 0.62,
    height: fontPx + 2,
  }));
}

function overlappingPairs(
  boxes: readonly { id: string; box: Parameters<typeof boxesOverlap>[0] }[],
) {
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1))
      if (boxesOverlap(a.box, b.box)) pairs.push(`${a.id}/${b.id}`);
  }
  return pairs;
}

describe('layoutLabels', () => {
  it('no two label boxes overlap for the European Tier1 sites on the world map, CNAF and IN2P3 included', () => {
    const input = labelsAt(1, 13);
    const laid = layoutLabels(input, SIZE);
    expect(laid.map((l) => l.id)).toEqual(input.map((l) => l.id));
    expect(overlappingPairs(laid)).toEqual([]);
  });

  it('no label box covers another site’s marker', () => {
    const input = labelsAt(1, 13);
    for (const label of layoutLabels(input, SIZE)) {
      for (const other of input.filter((o) => o.id !== label.id)) {
        const nx = Math.max(label.box.left, Math.min(other.x, label.box.right));
        const ny = Math.max(label.box.top, Math.min(other.y, label.box.bottom));
        expect(
          Math.hypot(nx - other.x, ny - other.y),
          `${label.id} over ${other.id}`,
        ).toBeGreaterThanOrEqual(other.radius);
      }
    }
  });

  it('labels pushed away from their point get a leader line from the marker to the box', () => {
    const laid = layoutLabels(labelsAt(1, 13), SIZE);
    const moved = laid.filter((l) => l.leader !== null);
    expect(moved.length).toBeGreaterThan(0);
    for (const label of moved) {
      const leader = label.leader;
      if (leader === null) continue;
      // The line ends on the box's edge.
      expect(leader.x2).toBeGreaterThanOrEqual(label.box.left - 1e-9);
      expect(leader.x2).toBeLessThanOrEqual(label.box.right + 1e-9);
      expect(leader.y2).toBeGreaterThanOrEqual(label.box.top - 1e-9);
      expect(leader.y2).toBeLessThanOrEqual(label.box.bottom + 1e-9);
    }
  });

  it('a lone label sits right beside its point, with no leader', () => {
    const [only] = layoutLabels(
      [{ id: 'TRIUMF', x: 200, y: 150, radius: 7, width: 40, height: 14 }],
      SIZE,
    );
    expect(only?.leader).toBeNull();
    expect(only?.anchor).toBe('start');
    expect(only?.box.left).toBeGreaterThan(200);
    expect(only?.box.left).toBeLessThan(215);
  });

  it('keeps labels inside the page while there is room, and never overlaps even when there is none', () => {
    const edge = layoutLabels(
      [{ id: 'ASGC', x: 995, y: 300, radius: 7, width: 40, height: 14 }],
      SIZE,
    );
    expect(edge[0]?.box.right).toBeLessThanOrEqual(SIZE.width);
    // Forty labels on one point of a tiny page: they leave it, but still do not overlap.
    const crowd = Array.from({ length: 40 }, (_, i) => ({
      id: `S${i}`,
      x: 30,
      y: 30,
      radius: 5,
      width: 30,
      height: 12,
    }));
    expect(overlappingPairs(layoutLabels(crowd, { width: 60, height: 60 }))).toEqual([]);
  });

  it('keeps labels off the obstacles it is given (the rank badges of an incident map)', () => {
    const badge = { x: 222, y: 154, radius: 8 };
    const [label] = layoutLabels(
      [{ id: 'CERN', x: 200, y: 150, radius: 9, width: 40, height: 15 }],
      SIZE,
      [badge],
    );
    const box = label?.box ?? { left: 0, right: 0, top: 0, bottom: 0 };
    const nx = Math.max(box.left, Math.min(badge.x, box.right));
    const ny = Math.max(box.top, Math.min(badge.y, box.bottom));
    expect(Math.hypot(nx - badge.x, ny - badge.y)).toBeGreaterThanOrEqual(badge.radius);
  });

  it('is deterministic', () => {
    expect(layoutLabels(labelsAt(2, 11), SIZE)).toEqual(layoutLabels(labelsAt(2, 11), SIZE));
    expect(overlappingPairs(layoutLabels(labelsAt(2, 11), SIZE))).toEqual([]);
  });
});
