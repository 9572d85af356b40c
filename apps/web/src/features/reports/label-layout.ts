/**
 * Label placement for the printed map, where nothing can be zoomed apart: every label gets a
 * box that overlaps no other label and no other site's marker, beside its point when there is
 * room there, else further out with a leader line back to its point. Pure, deterministic.
 */

export interface LabelInput {
  id: string;
  /** The point the label names, and the radius of its marker. */
  x: number;
  y: number;
  radius: number;
  /** The label's measured size. */
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface LaidLabel {
  id: string;
  /** Where the text goes: `x` with `anchor`, `y` its baseline. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  box: Box;
  /** From the point's marker to the label's box when the label sits away from its point. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

/** Space kept around each label box, pixels. */
const PAD = 1.5;
/** Directions tried at each distance, starting right of the point and going round. */
const ANGLES = 16;
/** Distance from the marker's edge to the label on the first ring, and between rings. */
const NEAR = 4;
const RING = 12;

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function boxHitsCircle(box: Box, c: { x: number; y: number; radius: number }): boolean {
  const nx = Math.max(box.left, Math.min(c.x, box.right));
  const ny = Math.max(box.top, Math.min(c.y, box.bottom));
  return Math.hypot(nx - c.x, ny - c.y) < c.radius;
}

/** The box of a label whose side faces the point from direction `angle` at `distance`. */
function candidate(label: LabelInput, angle: number, distance: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const ax = label.x + distance * cos;
  const ay = label.y + distance * sin;
  const anchor: LaidLabel['anchor'] = cos > 0.3 ? 'start' : cos < -0.3 ? 'end' : 'middle';
  const left = anchor === 'start' ? ax : anchor === 'end' ? ax - label.width : ax - label.width / 2;
  // Above the point the box sits on the anchor; below, it hangs from it; beside, it is centred.
  const top = anchor !== 'middle' ? ay - label.height / 2 : sin < 0 ? ay - label.height : ay;
  const box = { left, top, right: left + label.width, bottom: top + label.height };
  const x = anchor === 'start' ? left : anchor === 'end' ? box.right : left + label.width / 2;
  // The baseline sits a fifth of the height above the bottom (room for descenders).
  return { x, y: box.bottom - label.height * 0.2, anchor, box };
}

/** The segment from the marker's edge towards the nearest point of the box. */
function leaderTo(label: LabelInput, box: Box): LaidLabel['leader'] {
  const tx = Math.max(box.left, Math.min(label.x, box.right));
  const ty = Math.max(box.top, Math.min(label.y, box.bottom));
  const length = Math.hypot(tx - label.x, ty - label.y);
  if (length <= label.radius) return null;
  const k = label.radius / length;
  return {
    x1: label.x + (tx - label.x) * k,
    y1: label.y + (ty - label.y) * k,
    x2: tx,
    y2: ty,
  };
}

const padded = (box: Box): Box => ({
  left: box.left - PAD,
  top: box.top - PAD,
  right: box.right + PAD,
  bottom: box.bottom + PAD,
});

/**
 * Places the labels in input order (the important ones first): each takes the nearest free
 * place, trying 16 directions on rings of growing distance, inside `bounds` while there is room
 * there, covering no other site's marker and no obstacle. A label that had to move beyond its
 * first ring gets a leader line. No two returned boxes overlap, whatever the input.
 */
export function layoutLabels(
  labels: readonly LabelInput[],
  bounds: { width: number; height: number },
  /** Other marks a label must not cover (a suspect's rank badge), as circles. */
  obstacles: readonly { x: number; y: number; radius: number }[] = [],
): LaidLabel[] {
  const taken: Box[] = [];
  const inside = (box: Box) =>
    box.left >= 0 && box.top >= 0 && box.right <= bounds.width && box.bottom <= bounds.height;
  const maxRings = Math.ceil(Math.hypot(bounds.width, bounds.height) / RING);
  return labels.map((label) => {
    const markers = [...labels.filter((other) => other.id !== label.id), ...obstacles];
    const free = (box: Box) =>
      !taken.some((other) => boxesOverlap(padded(box), other)) &&
      !markers.some((m) => boxHitsCircle(box, m));
    let chosen: ReturnType<typeof candidate> | undefined;
    let onRing = 0;
    // Inside the bounds first; should they be full, anywhere (a free place always exists).
    for (const mustFit of [true, false]) {
      for (let ring = 0; ring <= maxRings * (mustFit ? 1 : 4) && chosen === undefined; ring += 1) {
        for (let i = 0; i < ANGLES && chosen === undefined; i += 1) {
          const c = candidate(label, (2 * Math.PI * i) / ANGLES, label.radius + NEAR + ring * RING);
          if ((!mustFit || inside(c.box)) && free(c.box)) {
            chosen = c;
            onRing = ring;
          }
        }
      }
      if (chosen !== undefined) break;
    }
    // Unreachable with finite input; kept so the type is total.
    chosen ??= candidate(label, 0, label.radius + NEAR);
    taken.push(chosen.box);
    return {
      id: label.id,
      x: chosen.x,
      y: chosen.y,
      anchor: chosen.anchor,
      box: chosen.box,
      leader: onRing > 0 ? leaderTo(label, chosen.box) : null,
    };
  });
}
