/**
 * Demo car photos drawn by the team's own code: a small 3D car model per body shape (body, glass,
 * lights, wheels with rims), lit and projected in perspective, written as SVG and rendered by sharp
 * into WebP, on a backdrop (desert, city skyline at dusk, showroom). Several views per car (front
 * three-quarter, side, rear three-quarter, cabin). No text, numbers or logos anywhere. Deterministic:
 * the same options give the same bytes.
 *
 * Over 500 lines on purpose: one drawing pipeline (model, light, projection, backdrop) whose parts
 * share the geometry types and are only ever used together; split, each part would export its internals.
 */
import sharp from 'sharp';

export type CarShape = 'sedan' | 'suv' | 'hatchback' | 'pickup' | 'coupe' | 'van';
export type PhotoView = 'front' | 'side' | 'rear' | 'cabin';
export type Backdrop = 'desert' | 'dusk' | 'showroom';

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

export interface CarLook {
  shape: CarShape;
  /** Paint colour, #rrggbb. */
  paint: string;
  backdrop: Backdrop;
  /** Varies proportions, rims and lights between cars of one shape (any integer). */
  variant: number;
}

// ---------------------------------------------------------------------------------------------
// small maths

type V3 = [number, number, number];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};
const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/** A deterministic generator in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number for a string (FNV-1a). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

type RGB = [number, number, number];
const hexToRgb = (hex: string): RGB => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as RGB;
const mix = (a: RGB, b: RGB, t: number): RGB => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];
const scale = (a: RGB, k: number): RGB => [a[0] * k, a[1] * k, a[2] * k];
const add = (a: RGB, b: RGB): RGB => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const css = (c: RGB) =>
  `#${c
    .map((v) =>
      Math.round(clamp(v) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** Piecewise-linear curve through [t, value] points. */
function curve(points: [number, number][]): (t: number) => number {
  return (t) => {
    if (t <= points[0]![0]) return points[0]![1];
    for (let i = 1; i < points.length; i++) {
      const [t1, v1] = points[i]!;
      const [t0, v0] = points[i - 1]!;
      if (t <= t1) return lerp(v0, v1, (t - t0) / (t1 - t0 || 1));
    }
    return points[points.length - 1]![1];
  };
}

/** Smooths a curve by averaging it over a small window (softer bends). */
function smooth(f: (t: number) => number, w = 0.018): (t: number) => number {
  return (t) => (f(t - w) + 2 * f(t) + f(t + w)) / 4;
}

// ---------------------------------------------------------------------------------------------
// the car model

interface Body {
  length: number;
  width: number;
  /** Wheel radius and the two axles, as a share of the length from the front. */
  wheelR: number;
  axles: [number, number];
  bottom: (t: number) => number;
  /** Top of the painted body: bonnet, beltline, boot lid. */
  belt: (t: number) => number;
  /** Top of the cabin (equals belt where there is none). */
  top: (t: number) => number;
  /** Where the side windows run, with the pillars between them. */
  glass: [number, number];
  pillars: number[];
  /** A pickup's open bed: [from, to] along the length. */
  bed?: [number, number];
  /** Windscreen and rear window: where the top of the cabin is glass. */
  screens: [number, number][];
}

function bodyOf(shape: CarShape, variant: number): Body {
  const r = random(variant * 7919 + 17);
  const j = (k = 0.04) => 1 + (r() - 0.5) * 2 * k;
  const h = j(0.03);
  switch (shape) {
    case 'suv': {
      const roof = 1.78 * h;
      return {
        length: 4.85 * j(),
        width: 1.95,
        wheelR: 0.39,
        axles: [0.18, 0.79],
        bottom: smooth(
          curve([
            [0, 0.5],
            [0.05, 0.32],
            [0.12, 0.27],
            [0.9, 0.27],
            [0.97, 0.36],
            [1, 0.5],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.86],
            [0.025, 0.98],
            [0.12, 1.04],
            [0.29, 1.1],
            [0.8, 1.15],
            [0.95, 1.13],
            [0.99, 1.0],
            [1, 0.7],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.86],
            [0.025, 0.98],
            [0.12, 1.04],
            [0.29, 1.1],
            [0.42, roof - 0.04],
            [0.5, roof],
            [0.86, roof - 0.02],
            [0.955, roof - 0.14],
            [0.99, 1.0],
            [1, 0.7],
          ]),
          0.012,
        ),
        glass: [0.38, 0.91],
        pillars: [0.6, 0.8],
        screens: [
          [0.28, 0.43],
          [0.94, 1],
        ],
      };
    }
    case 'van': {
      const roof = 1.98 * h;
      return {
        length: 5.2 * j(0.03),
        width: 1.92,
        wheelR: 0.35,
        axles: [0.15, 0.8],
        bottom: smooth(
          curve([
            [0, 0.45],
            [0.04, 0.28],
            [0.1, 0.24],
            [0.92, 0.24],
            [0.98, 0.32],
            [1, 0.45],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.82],
            [0.03, 0.95],
            [0.13, 1.04],
            [0.2, 1.08],
            [0.95, 1.1],
            [1, 1.05],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.82],
            [0.03, 0.95],
            [0.13, 1.04],
            [0.3, roof - 0.03],
            [0.36, roof],
            [0.97, roof],
            [1, roof - 0.06],
          ]),
          0.012,
        ),
        glass: [0.27, 0.95],
        pillars: [0.43, 0.62, 0.81],
        screens: [
          [0.12, 0.31],
          [0.965, 1],
        ],
      };
    }
    case 'pickup': {
      const roof = 1.84 * h;
      return {
        length: 5.35 * j(0.03),
        width: 1.9,
        wheelR: 0.39,
        axles: [0.17, 0.73],
        bottom: smooth(
          curve([
            [0, 0.52],
            [0.05, 0.34],
            [0.12, 0.3],
            [0.94, 0.3],
            [0.98, 0.4],
            [1, 0.52],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.9],
            [0.025, 1.03],
            [0.13, 1.1],
            [0.26, 1.16],
            [0.6, 1.2],
            [0.99, 1.2],
            [1, 1.1],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.9],
            [0.025, 1.03],
            [0.13, 1.1],
            [0.26, 1.16],
            [0.37, roof - 0.03],
            [0.42, roof],
            [0.55, roof - 0.02],
            [0.575, 1.21],
            [0.99, 1.2],
            [1, 1.1],
          ]),
          0.01,
        ),
        glass: [0.33, 0.565],
        pillars: [0.455],
        screens: [[0.25, 0.38]],
        bed: [0.59, 0.985],
      };
    }
    case 'hatchback': {
      const roof = 1.5 * h;
      return {
        length: 4.1 * j(),
        width: 1.78,
        wheelR: 0.32,
        axles: [0.16, 0.83],
        bottom: smooth(
          curve([
            [0, 0.4],
            [0.05, 0.24],
            [0.12, 0.2],
            [0.9, 0.2],
            [0.97, 0.28],
            [1, 0.42],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.7],
            [0.03, 0.8],
            [0.14, 0.86],
            [0.3, 0.92],
            [0.88, 1.0],
            [0.98, 0.96],
            [1, 0.7],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.7],
            [0.03, 0.8],
            [0.14, 0.86],
            [0.3, 0.92],
            [0.45, roof - 0.03],
            [0.52, roof],
            [0.82, roof - 0.04],
            [0.95, roof - 0.26],
            [0.985, 0.98],
            [1, 0.7],
          ]),
          0.012,
        ),
        glass: [0.36, 0.88],
        pillars: [0.6],
        screens: [
          [0.29, 0.46],
          [0.81, 0.96],
        ],
      };
    }
    case 'coupe': {
      const roof = 1.3 * h;
      return {
        length: 4.6 * j(),
        width: 1.92,
        wheelR: 0.35,
        axles: [0.17, 0.8],
        bottom: smooth(
          curve([
            [0, 0.3],
            [0.05, 0.17],
            [0.12, 0.14],
            [0.9, 0.14],
            [0.97, 0.2],
            [1, 0.34],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.55],
            [0.03, 0.66],
            [0.14, 0.74],
            [0.36, 0.8],
            [0.7, 0.86],
            [0.93, 0.88],
            [0.99, 0.82],
            [1, 0.55],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.55],
            [0.03, 0.66],
            [0.14, 0.74],
            [0.38, 0.81],
            [0.52, roof - 0.02],
            [0.6, roof],
            [0.7, roof - 0.05],
            [0.9, 0.89],
            [0.99, 0.82],
            [1, 0.55],
          ]),
          0.014,
        ),
        glass: [0.46, 0.75],
        pillars: [],
        screens: [
          [0.35, 0.53],
          [0.64, 0.92],
        ],
      };
    }
    default: {
      const roof = 1.45 * h;
      return {
        length: 4.85 * j(),
        width: 1.86,
        wheelR: 0.34,
        axles: [0.17, 0.8],
        bottom: smooth(
          curve([
            [0, 0.34],
            [0.05, 0.2],
            [0.12, 0.17],
            [0.9, 0.17],
            [0.97, 0.24],
            [1, 0.38],
          ]),
        ),
        belt: smooth(
          curve([
            [0, 0.62],
            [0.03, 0.74],
            [0.13, 0.8],
            [0.33, 0.88],
            [0.72, 0.95],
            [0.9, 0.98],
            [0.985, 0.94],
            [1, 0.66],
          ]),
        ),
        top: smooth(
          curve([
            [0, 0.62],
            [0.03, 0.74],
            [0.13, 0.8],
            [0.33, 0.89],
            [0.46, roof - 0.02],
            [0.52, roof],
            [0.66, roof - 0.01],
            [0.82, 0.99],
            [0.9, 0.98],
            [0.985, 0.94],
            [1, 0.66],
          ]),
          0.012,
        ),
        glass: [0.4, 0.76],
        pillars: [0.575],
        screens: [
          [0.32, 0.47],
          [0.655, 0.83],
        ],
      };
    }
  }
}

/** Half width of the body at t along the length: rounded nose and tail in plan view. */
function halfWidth(body: Body, t: number): number {
  const w = body.width / 2;
  const ends = Math.min(t, 1 - t);
  return w * (ends >= 0.1 ? 1 : 0.8 + 0.2 * Math.sqrt(ends / 0.1));
}

type Material = 'paint' | 'glass' | 'trim' | 'chrome' | 'bar' | 'light' | 'tail' | 'tyre' | 'rim' | 'dark';

interface Face {
  pts: V3[];
  mat: Material;
  /** Drawn after the body, in this order (details on a surface). */
  layer: number;
  /** Forces visibility (no back-face test), for flat details. */
  twoSided?: boolean;
  /** Fill opacity. */
  alpha?: number;
  /** The way a flat detail faces (culling and light); computed from the winding when absent. */
  normal?: V3;
}

const STATIONS = 56;

/** The car as faces; x forward (front at +length/2), y to the left, z up; ground at z = 0. */
function buildCar(body: Body, variant: number): Face[] {
  const faces: Face[] = [];
  const L = body.length;
  const xOf = (t: number) => L / 2 - t * L;
  // Stations bunch up at the ends where the shape bends.
  const ts = Array.from({ length: STATIONS + 1 }, (_, i) => {
    const u = i / STATIONS;
    return 0.5 - 0.5 * Math.cos(Math.PI * u) * 0.35 - (0.5 - u) * 0.65;
  });
  // One half-ring per station, from the bottom of the left side over the roof to the middle.
  const ring = (t: number): { pts: [number, number][]; cabin: boolean } => {
    const w = halfWidth(body, t);
    const zb = body.bottom(t);
    const zt = Math.max(body.belt(t), body.bottom(t) + 0.05);
    const top = Math.max(body.top(t), zt);
    const cabin = top - zt > 0.12;
    const sideH = zt - zb;
    // The side, bottom to shoulder, rounded by enough points that its light changes smoothly.
    const pts: [number, number][] = [
      [0.86 * w, zb],
      [0.93 * w, zb + 0.1 * sideH],
      [0.975 * w, zb + 0.25 * sideH],
      [0.997 * w, zb + 0.42 * sideH],
      [1.0 * w, zb + 0.58 * sideH],
      [0.99 * w, zb + 0.74 * sideH],
      [0.965 * w, zb + 0.88 * sideH],
      [0.93 * w, zt - 0.01],
    ];
    if (cabin) {
      const gh = top - zt;
      pts.push(
        [0.86 * w, zt + 0.01],
        [0.74 * w, zt + 0.88 * gh],
        [0.64 * w, top - 0.005],
        [0.33 * w, top + 0.01],
        [0, top + 0.02],
      );
    } else {
      pts.push(
        [0.84 * w, zt + 0.006],
        [0.74 * w, zt + 0.012],
        [0.62 * w, zt + 0.02],
        [0.33 * w, zt + 0.03],
        [0, zt + 0.035],
      );
    }
    return { pts, cabin };
  };
  const rings = ts.map((t) => ({ t, x: xOf(t), ...ring(t) }));
  const inPillar = (t: number) => body.pillars.some((p) => Math.abs(t - p) < 0.014);
  const glassSide = (t: number) => t > body.glass[0] && t < body.glass[1] && !inPillar(t);
  for (let i = 0; i < rings.length - 1; i++) {
    const a = rings[i]!;
    const b = rings[i + 1]!;
    const tm = (a.t + b.t) / 2;
    for (let k = 0; k < a.pts.length - 1; k++) {
      for (const side of [1, -1]) {
        const p = (r: typeof a, idx: number): V3 => [r.x, side * r.pts[idx]![0], r.pts[idx]![1]];
        const pts =
          side === 1 ? [p(a, k), p(b, k), p(b, k + 1), p(a, k + 1)] : [p(a, k), p(a, k + 1), p(b, k + 1), p(b, k)];
        let mat: Material = 'paint';
        const bothCabin = a.cabin && b.cabin;
        // Segments: 0 rocker, 1-6 the side, 7 the beltline ledge, 8 the side window, 9+ the roof.
        if (k === 0) mat = 'trim';
        else if (k === 8 && bothCabin) mat = glassSide(tm) ? 'glass' : 'trim';
        else if (k === 7 && bothCabin) mat = 'trim';
        else if (k >= 9 && (a.cabin || b.cabin)) {
          // Roof, or the windscreen / rear window where the top slopes.
          mat = body.screens.some(([s0, s1]) => tm > s0 && tm < s1) ? 'glass' : 'paint';
        }
        if ((tm < 0.035 || tm > 0.975) && k <= 3) mat = 'trim';
        faces.push({ pts, mat, layer: 0 });
      }
    }
  }
  // Nose and tail caps.
  for (const [r, front] of [
    [rings[0]!, true],
    [rings[rings.length - 1]!, false],
  ] as const) {
    const half = r.pts.map(([y, z]): V3 => [r.x, y, z]);
    const other = [...r.pts].reverse().map(([y, z]): V3 => [r.x, -y, z]);
    const pts = front ? [...other, ...half] : [...half, ...other];
    faces.push({ pts: front ? pts : pts.reverse(), mat: 'paint', layer: 0 });
  }

  const rr = random(variant * 104729 + 3);
  const frontX = xOf(0);
  const rearX = xOf(1);
  const beltF = body.belt(0.02);
  const botF = body.bottom(0.02);
  const beltR = body.belt(0.985);
  const botR = body.bottom(0.985);
  const wF = halfWidth(body, 0.01);
  const wR = halfWidth(body, 0.99);
  const slim = rr() < 0.5;
  // Headlights: on the nose and wrapping round the corner.
  for (const s of [1, -1]) {
    const zt = beltF - 0.05;
    const zb = zt - (slim ? 0.09 : 0.15);
    const quad = (pts: V3[]) => (s === 1 ? pts : pts.map(([x, y, z]): V3 => [x, -y, z]).reverse());
    faces.push({
      pts: quad([
        [frontX + 0.012, 0.5 * wF, zb],
        [frontX + 0.012, 0.93 * wF, zb + 0.02],
        [frontX + 0.012, 0.93 * wF, zt],
        [frontX + 0.012, 0.5 * wF, zt - 0.015],
      ]),
      mat: 'light',
      layer: 1,
      normal: [1, 0, 0],
    });
    const sx = xOf(0.055);
    const w2 = halfWidth(body, 0.055) * 0.985 + 0.012;
    faces.push({
      pts: quad([
        [frontX - 0.02, wF * 0.95 + 0.015, zb + 0.02],
        [frontX - 0.02, wF * 0.95 + 0.015, zt],
        [sx, w2, zt - 0.01],
        [sx, w2, zt - 0.045],
      ]).reverse(),
      mat: 'light',
      layer: 1,
      normal: [0.3, s, 0],
    });
    // Tail lights, also wrapping.
    const tt = beltR - 0.04;
    const tb = tt - 0.13;
    faces.push({
      pts: quad([
        [rearX - 0.012, 0.6 * wR, tt - 0.01],
        [rearX - 0.012, 0.94 * wR, tt],
        [rearX - 0.012, 0.94 * wR, tb],
        [rearX - 0.012, 0.6 * wR, tb + 0.03],
      ]),
      mat: 'tail',
      layer: 1,
      normal: [-1, 0, 0],
    });
    const rx = xOf(0.95);
    const w3 = halfWidth(body, 0.95) * 0.985 + 0.012;
    faces.push({
      pts: quad([
        [rearX + 0.02, wR * 0.95 + 0.015, tt],
        [rearX + 0.02, wR * 0.95 + 0.015, tb],
        [rx, w3, tb + 0.03],
        [rx, w3, tt - 0.01],
      ]),
      mat: 'tail',
      layer: 1,
      normal: [-0.3, s, 0],
    });
    // Door mirror.
    const mx = xOf(body.glass[0] + 0.015);
    const mz = body.belt(body.glass[0] + 0.02) + 0.06;
    const mw = halfWidth(body, body.glass[0]) * 0.9;
    faces.push({
      pts: quad([
        [mx, mw, mz - 0.06],
        [mx - 0.13, mw, mz - 0.06],
        [mx - 0.12, mw + 0.15, mz - 0.01],
        [mx - 0.02, mw + 0.15, mz + 0.01],
        [mx, mw, mz + 0.04],
      ]),
      mat: 'trim',
      layer: 1,
      normal: [0, s, 0],
    });
    // Door handles.
    for (const t of body.pillars.length
      ? [body.pillars[0]! - 0.06, (body.pillars[1] ?? body.glass[1]) - 0.06]
      : [body.glass[1] - 0.06]) {
      if (t >= body.glass[1]) continue;
      const hx = xOf(t);
      const hz = body.belt(t) - 0.09;
      const hw = halfWidth(body, t) * 0.975 + 0.012;
      faces.push({
        pts: quad([
          [hx, hw, hz - 0.022],
          [hx - 0.17, hw, hz - 0.022],
          [hx - 0.17, hw, hz + 0.022],
          [hx, hw, hz + 0.022],
        ]).reverse(),
        mat: 'chrome',
        layer: 1,
        normal: [0, s, 0],
      });
    }
  }
  // Grille and lower intake (no badge).
  const gTop = beltF - 0.07;
  const gBot = Math.max(botF + 0.12, gTop - (slim ? 0.16 : 0.26));
  const gw = wF * (slim ? 0.45 : 0.38);
  faces.push({
    pts: [
      [frontX + 0.014, -gw, gBot],
      [frontX + 0.014, gw, gBot],
      [frontX + 0.014, gw * 0.96, gTop],
      [frontX + 0.014, -gw * 0.96, gTop],
    ],
    mat: 'dark',
    layer: 1,
    normal: [1, 0, 0],
  });
  const bars = slim ? 2 : 4;
  for (let i = 1; i <= bars; i++) {
    const z = lerp(gBot, gTop, i / (bars + 1));
    faces.push({
      pts: [
        [frontX + 0.018, -gw * 0.95, z - 0.008],
        [frontX + 0.018, gw * 0.95, z - 0.008],
        [frontX + 0.018, gw * 0.95, z + 0.008],
        [frontX + 0.018, -gw * 0.95, z + 0.008],
      ],
      mat: 'bar',
      layer: 2,
      normal: [1, 0, 0],
    });
  }
  const iTop = botF + 0.11;
  faces.push({
    pts: [
      [frontX + 0.014, -wF * 0.6, botF + 0.03],
      [frontX + 0.014, wF * 0.6, botF + 0.03],
      [frontX + 0.014, wF * 0.55, iTop],
      [frontX + 0.014, -wF * 0.55, iTop],
    ],
    mat: 'dark',
    layer: 1,
    normal: [1, 0, 0],
  });
  // Rear: a dark band between the lights and a bumper strip.
  faces.push({
    pts: [
      [rearX - 0.014, -wR * 0.8, botR + 0.04],
      [rearX - 0.014, -wR * 0.8, botR + 0.1],
      [rearX - 0.014, wR * 0.8, botR + 0.1],
      [rearX - 0.014, wR * 0.8, botR + 0.04],
    ],
    mat: 'dark',
    layer: 1,
    normal: [-1, 0, 0],
  });
  if (body.bed) {
    // The open bed of a pickup: its inside, seen from above.
    const [b0, b1] = body.bed;
    const z = body.belt(b0) + 0.03;
    const zf = z - 0.5;
    const w = halfWidth(body, (b0 + b1) / 2) * 0.9;
    faces.push({
      pts: [
        [xOf(b0), w, z + 0.002],
        [xOf(b1), w, z + 0.002],
        [xOf(b1), -w, z + 0.002],
        [xOf(b0), -w, z + 0.002],
      ],
      mat: 'dark',
      layer: 1,
      alpha: 0.92,
      normal: [0, 0, 1],
    });
    void zf;
  }
  return faces;
}

interface Wheel {
  x: number;
  y: number;
  r: number;
  side: 1 | -1;
}

function wheelsOf(body: Body): Wheel[] {
  const L = body.length;
  const out: Wheel[] = [];
  for (const a of body.axles) {
    const x = L / 2 - a * L;
    const w = halfWidth(body, a) * 0.93;
    out.push({ x, y: w, r: body.wheelR, side: 1 }, { x, y: -w, r: body.wheelR, side: -1 });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// camera and lighting

interface Camera {
  pos: V3;
  right: V3;
  up: V3;
  fwd: V3;
  focal: number;
  cx: number;
  cy: number;
}

function camera(az: number, el: number, dist: number, target: V3): Camera {
  const pos: V3 = [
    target[0] + dist * Math.cos(el) * Math.cos(az),
    target[1] + dist * Math.cos(el) * Math.sin(az),
    target[2] + dist * Math.sin(el),
  ];
  const fwd = norm(sub(target, pos));
  const right = norm(cross(fwd, [0, 0, 1]));
  const up = cross(right, fwd);
  return { pos, right, up, fwd, focal: 1, cx: 0, cy: 0 };
}

function project(c: Camera, p: V3): [number, number] {
  const d = sub(p, c.pos);
  const z = dot(d, c.fwd);
  return [c.cx + (c.focal * dot(d, c.right)) / z, c.cy - (c.focal * dot(d, c.up)) / z];
}

/** Scales and centres the camera so the car fills the frame; returns the horizon's y. */
function frame(c: Camera, pts: V3[], fill: number, groundY: number): number {
  c.focal = 1;
  c.cx = 0;
  c.cy = 0;
  const xy = pts.map((p) => project(c, p));
  const xs = xy.map((p) => p[0]);
  const ys = xy.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((PHOTO_WIDTH * fill) / (x1 - x0), (PHOTO_HEIGHT * 0.62) / (y1 - y0));
  c.focal = k;
  c.cx = PHOTO_WIDTH / 2 - ((x0 + x1) / 2) * k;
  c.cy = groundY - y1 * k;
  // The horizon: where a level line of sight meets the picture.
  const level = norm([c.fwd[0], c.fwd[1], 0]);
  return c.cy - (c.focal * dot(level, c.up)) / dot(level, c.fwd);
}

interface Scene {
  sky: RGB;
  horizon: RGB;
  ground: RGB;
  sun: V3;
  sunColour: RGB;
  ambient: number;
  /** Strength of the sun's highlight on paint and glass. */
  glare: number;
  /** How much of the surroundings the paint mirrors (a dark dusk sky would grey a white car). */
  mirror: number;
}

const SCENES: Record<Backdrop, Scene> = {
  desert: {
    sky: hexToRgb('#7fb2e0'),
    horizon: hexToRgb('#f3e2c4'),
    ground: hexToRgb('#d9b27c'),
    sun: norm([0.5, 0.6, 0.75]),
    sunColour: [1, 0.96, 0.88],
    ambient: 0.42,
    glare: 0.9,
    mirror: 1,
  },
  dusk: {
    sky: hexToRgb('#27335f'),
    horizon: hexToRgb('#9c7f96'),
    ground: hexToRgb('#2b2d36'),
    sun: norm([-0.6, 0.5, 0.35]),
    sunColour: [1, 0.84, 0.72],
    ambient: 0.5,
    glare: 0.3,
    mirror: 0.45,
  },
  showroom: {
    sky: hexToRgb('#eef0f3'),
    horizon: hexToRgb('#dfe3e8'),
    ground: hexToRgb('#c9cdd3'),
    sun: norm([0.2, 0.35, 0.92]),
    sunColour: [1, 1, 1],
    ambient: 0.5,
    glare: 0.8,
    mirror: 0.9,
  },
};

function faceNormal(pts: V3[]): V3 {
  // Newell's method: robust for slightly non-planar quads.
  let n: V3 = [0, 0, 0];
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    n = [
      n[0] + (a[1] - b[1]) * (a[2] + b[2]),
      n[1] + (a[2] - b[2]) * (a[0] + b[0]),
      n[2] + (a[0] - b[0]) * (a[1] + b[1]),
    ];
  }
  return norm(n);
}

/** The colour of a face: diffuse sun and sky, a mirror-like reflection of sky or ground, a highlight. */
function shade(mat: Material, n: V3, view: V3, paint: RGB, scene: Scene): RGB {
  const reflect: V3 = sub(view, [n[0] * 2 * dot(view, n), n[1] * 2 * dot(view, n), n[2] * 2 * dot(view, n)]);
  const env =
    reflect[2] > 0
      ? mix(scene.horizon, scene.sky, clamp(reflect[2] * 1.6))
      : mix(scene.ground, scene.horizon, clamp(1 + reflect[2] * 4) * 0.5);
  const diffuse = clamp(dot(n, scene.sun));
  const spec = clamp(dot(reflect, scene.sun)) ** 40 * scene.glare;
  const fresnel = 0.06 + 0.94 * (1 - Math.abs(dot(n, view))) ** 5;
  switch (mat) {
    case 'paint': {
      const lum = (paint[0] + paint[1] + paint[2]) / 3;
      const base = scale(paint, scene.ambient + 0.75 * diffuse + 0.12 * clamp(n[2]));
      const gloss = (0.16 + 0.45 * fresnel + (lum < 0.25 ? 0.04 : 0)) * scene.mirror;
      return add(mix(base, env, gloss), scale(scene.sunColour, spec * 0.9));
    }
    case 'glass': {
      const tint: RGB = [0.05, 0.07, 0.09];
      return add(mix(tint, env, 0.2 + 0.6 * fresnel), scale(scene.sunColour, spec * 0.8));
    }
    case 'trim':
    case 'dark': {
      const black: RGB = [0.06, 0.065, 0.07];
      return add(mix(scale(black, 0.8 + diffuse * 0.6), env, 0.08 + 0.3 * fresnel), scale(scene.sunColour, spec * 0.3));
    }
    case 'chrome':
      return mix(env, [0.85, 0.86, 0.88], 0.35);
    case 'bar':
      return mix([0.2, 0.21, 0.23], env, 0.15);
    case 'light':
      return mix([0.86, 0.9, 0.95], env, 0.25);
    case 'tail':
      return add([0.62, 0.05, 0.06], scale(env, 0.15));
    case 'tyre':
      return scale([0.09, 0.09, 0.1], 0.7 + 0.5 * diffuse);
    case 'rim':
      return mix([0.72, 0.74, 0.77], env, 0.35);
  }
}

// ---------------------------------------------------------------------------------------------
// drawing

const polygon = (c: Camera, pts: V3[], fill: string, extra = '') => {
  const d = pts.map((p) => project(c, p).map(f1).join(',')).join(' ');
  return `<polygon points="${d}" fill="${fill}" stroke="${fill}" stroke-width="0.7" stroke-linejoin="round"${extra}/>`;
};

function circle3(x: number, y: number, z: number, r: number, n = 28, a0 = 0, a1 = Math.PI * 2): V3[] {
  return Array.from({ length: n }, (_, i) => {
    const a = a0 + ((a1 - a0) * i) / (a1 - a0 === Math.PI * 2 ? n : n - 1);
    return [x + r * Math.cos(a), y, z + r * Math.sin(a)] as V3;
  });
}

function drawWheel(c: Camera, w: Wheel, scene: Scene, rims: { spokes: number; dark: boolean; twin: boolean }): string {
  const out: string[] = [];
  const outward = w.side;
  const face = w.y + outward * 0.02;
  const back = w.y - outward * 0.24;
  const view = norm(sub([w.x, face, w.r], c.pos));
  const n = 32;
  const rim = circle3(w.x, face, w.r, w.r, n);
  const rimBack = circle3(w.x, back, w.r, w.r, n);
  // Tread: the band between the back and the front circle, facing the camera.
  const tread: string[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const quad = [rimBack[i]!, rimBack[j]!, rim[j]!, rim[i]!];
    const nn = faceNormal(outward === 1 ? quad : [...quad].reverse());
    // Only the tread that faces the camera squarely: grazing slivers at the ground read as spikes.
    if (dot(nn, view) < -0.2) tread.push(polygon(c, quad, css(shade('tyre', nn, view, [0, 0, 0], scene))));
  }
  out.push(...tread);
  const sideN: V3 = [0, outward, 0];
  const facing = dot(sideN, view) < 0;
  if (!facing) {
    // A far wheel: its inner side, seen under the car.
    out.unshift(polygon(c, rimBack, '#141416'));
    return out.join('');
  }
  out.push(polygon(c, rim, css(shade('tyre', sideN, view, [0, 0, 0], scene))));
  const rimR = w.r * 0.68;
  const metal = rims.dark ? ([0.18, 0.19, 0.2] as RGB) : ([0.7, 0.72, 0.75] as RGB);
  const metalLit = css(mix(metal, shade('rim', sideN, view, metal, scene), 0.4));
  const metalShade = css(scale(metal, 0.55));
  const inner = circle3(w.x, face + outward * 0.005, w.r, rimR);
  out.push(polygon(c, inner, css(scale(metal, 0.35))));
  // The barrel seen through the spokes, then the spokes from the hub to the rim.
  const barrel = circle3(w.x, face - outward * 0.06, w.r, rimR * 0.96);
  out.push(polygon(c, barrel, '#1d1f22'));
  const spokes = rims.spokes;
  for (let s = 0; s < spokes; s++) {
    const a = (s / spokes) * Math.PI * 2 + 0.3;
    const widths = rims.twin ? [-0.09, 0.09] : [0];
    for (const off of widths) {
      const aa = a + off;
      const half = rims.twin ? 0.05 : 0.16;
      const p = (rad: number, da: number): V3 => [
        w.x + rad * Math.cos(aa + da),
        face + outward * 0.008,
        w.r + rad * Math.sin(aa + da),
      ];
      out.push(
        polygon(
          c,
          [
            p(rimR * 0.22, -half * 1.6),
            p(rimR * 0.97, -half * 0.55),
            p(rimR * 0.97, half * 0.55),
            p(rimR * 0.22, half * 1.6),
          ],
          metalLit,
        ),
      );
    }
  }
  const lip = circle3(w.x, face + outward * 0.01, w.r, rimR);
  const lipInner = circle3(w.x, face + outward * 0.01, w.r, rimR * 0.92);
  const ring = `${lip.map((p) => project(c, p).map(f1).join(',')).join(' ')}`;
  const ringIn = `${lipInner.map((p) => project(c, p).map(f1).join(',')).join(' ')}`;
  out.push(
    `<path d="M${ring.replaceAll(' ', ' L')} Z M${ringIn.split(' ').reverse().join(' L')} Z" fill="${metalLit}" fill-rule="evenodd"/>`,
  );
  out.push(polygon(c, circle3(w.x, face + outward * 0.012, w.r, rimR * 0.24, 16), metalShade));
  out.push(polygon(c, circle3(w.x, face + outward * 0.014, w.r, rimR * 0.1, 12), css(scale(metal, 0.8))));
  // Brake disc glimpse is the dark barrel; a soft shine on the tyre's shoulder.
  return out.join('');
}

/** The wheel arch: a dark opening on the side the camera sees. */
function archOf(body: Body, w: Wheel): V3[] {
  const t = (body.length / 2 - w.x) / body.length;
  const y = w.side * (halfWidth(body, t) * 0.975 + 0.004);
  const pts = circle3(w.x, y, w.r, w.r * 1.1, 20, 0.3, Math.PI - 0.3);
  return pts.reverse();
}

// ---------------------------------------------------------------------------------------------
// backdrops

function backdropSvg(kind: Backdrop, horizonY: number, rnd: () => number): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const hz = clamp(horizonY, H * 0.18, H * 0.62);
  if (kind === 'desert') {
    const dunes: string[] = [];
    const layers = [
      ['#e8caa0', 0.0, 18],
      ['#dfb98a', 0.5, 26],
      ['#d5a872', 1, 10],
    ] as const;
    for (const [colour, dy, amp] of layers) {
      const base = hz + dy * 14;
      let d = `M0 ${f1(base)}`;
      const phase = rnd() * 6;
      const freq = 2 + rnd() * 2.5;
      for (let x = 0; x <= W; x += 24) {
        const y =
          base -
          amp * (0.6 + 0.4 * Math.sin((x / W) * Math.PI * freq + phase)) * (0.7 + 0.3 * Math.sin(x / 97 + phase));
        d += ` L${x} ${f1(y)}`;
      }
      d += ` L${W} ${H} L0 ${H} Z`;
      dunes.push(`<path d="${d}" fill="${colour}"/>`);
    }
    return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6fa4d6"/><stop offset="0.75" stop-color="#cfe0ee"/><stop offset="1" stop-color="#f4e6cf"/></linearGradient>
  <linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e2bf8c"/><stop offset="1" stop-color="#c99a62"/></linearGradient>
  <radialGradient id="sun" cx="0.82" cy="0.12" r="0.35"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.9"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${f1(hz + 30)}" fill="url(#sky)"/>
<rect width="${W}" height="${H}" fill="url(#sun)"/>
${dunes.join('')}
<rect y="${f1(hz + 14)}" width="${W}" height="${f1(H - hz)}" fill="url(#sand)"/>
<path d="M0 ${f1(hz + 70)} Q ${W * 0.4} ${f1(hz + 40)} ${W} ${f1(hz + 95)}" stroke="#efd5ad" stroke-width="3" fill="none" opacity="0.5"/>`;
  }
  if (kind === 'dusk') {
    const towers: string[] = [];
    let x = -10;
    while (x < W) {
      const w = 18 + rnd() * 46;
      const h = 30 + rnd() ** 2 * 170;
      const top = hz - h;
      const taper = rnd() < 0.25;
      towers.push(
        taper
          ? `<path d="M${f1(x)} ${f1(hz)} L${f1(x)} ${f1(top + 20)} L${f1(x + w / 2)} ${f1(top - 16)} L${f1(x + w)} ${f1(top + 20)} L${f1(x + w)} ${f1(hz)} Z" fill="#1b1f36"/>`
          : `<rect x="${f1(x)}" y="${f1(top)}" width="${f1(w)}" height="${f1(h)}" fill="${rnd() < 0.5 ? '#1b1f36' : '#20253f'}"/>`,
      );
      // A few lit windows (tiny dots, no signs).
      for (let k = 0; k < h / 14; k++) {
        if (rnd() < 0.55) continue;
        towers.push(
          `<rect x="${f1(x + 3 + rnd() * (w - 8))}" y="${f1(top + 8 + rnd() * (h - 14))}" width="2.4" height="2.4" fill="#ffd99a" opacity="${f1(0.4 + rnd() * 0.5)}"/>`,
        );
      }
      x += w + rnd() * 10;
    }
    // One tall spire far away.
    const sx = W * (0.15 + rnd() * 0.7);
    towers.unshift(
      `<path d="M${f1(sx - 16)} ${f1(hz)} L${f1(sx - 10)} ${f1(hz - 170)} L${f1(sx - 4)} ${f1(hz - 230)} L${f1(sx)} ${f1(hz - 300)} L${f1(sx + 4)} ${f1(hz - 230)} L${f1(sx + 10)} ${f1(hz - 170)} L${f1(sx + 16)} ${f1(hz)} Z" fill="#2a2f4d"/>`,
    );
    return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f2a55"/><stop offset="0.55" stop-color="#6b4f7a"/><stop offset="0.85" stop-color="#e58a62"/><stop offset="1" stop-color="#f6b77c"/></linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4656"/><stop offset="0.2" stop-color="#34333d"/><stop offset="1" stop-color="#1e1f25"/></linearGradient>
</defs>
<rect width="${W}" height="${f1(hz + 2)}" fill="url(#sky)"/>
${towers.join('')}
<rect y="${f1(hz)}" width="${W}" height="${f1(H - hz)}" fill="url(#road)"/>
<rect y="${f1(hz)}" width="${W}" height="3" fill="#f0a070" opacity="0.35"/>`;
  }
  // Showroom: a pale wall with soft spotlights and a polished floor.
  const spots = [0.2, 0.5, 0.8]
    .map(
      (sx) =>
        `<ellipse cx="${f1(W * sx)}" cy="${f1(hz * 0.25)}" rx="${f1(W * 0.16)}" ry="${f1(hz * 0.75)}" fill="url(#spot)"/>`,
    )
    .join('');
  return `<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9bec6"/><stop offset="1" stop-color="#e6e9ed"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dce1"/><stop offset="1" stop-color="#a9aeb6"/></linearGradient>
  <radialGradient id="spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${f1(hz)}" fill="url(#wall)"/>
${spots}
<rect y="${f1(hz - 6)}" width="${W}" height="6" fill="#9aa0a8"/>
<rect y="${f1(hz)}" width="${W}" height="${f1(H - hz)}" fill="url(#floor)"/>`;
}

// ---------------------------------------------------------------------------------------------
// views

const VIEWS: Record<Exclude<PhotoView, 'cabin'>, { az: number; el: number; dist: number; fill: number }> = {
  front: { az: 0.62, el: 0.13, dist: 11, fill: 0.86 },
  side: { az: Math.PI / 2, el: 0.05, dist: 13, fill: 0.9 },
  rear: { az: 2.45, el: 0.14, dist: 11, fill: 0.84 },
};

/** The SVG of one photo of a car. */
export function carPhotoSvg(look: CarLook, view: PhotoView): string {
  if (view === 'cabin') return cabinSvg(look);
  const rnd = random(hashString(`${look.shape}:${look.paint}:${look.variant}:${look.backdrop}:${view}`));
  const body = bodyOf(look.shape, look.variant);
  const scene = SCENES[look.backdrop];
  const paint = hexToRgb(look.paint);
  const faces = buildCar(body, look.variant);
  const wheels = wheelsOf(body);
  const v = VIEWS[view];
  const cam = camera(v.az, v.el, v.dist, [0, 0, 0.7]);
  const bounds: V3[] = faces.flatMap((f) => f.pts).concat(wheels.map((w): V3 => [w.x, w.y, 0]));
  const groundY = PHOTO_HEIGHT * (view === 'side' ? 0.8 : 0.84);
  const horizon = frame(cam, bounds, v.fill, groundY);

  const shapeOf = (f: Face, paintRgb: RGB) => {
    const n = f.normal ? norm(f.normal) : faceNormal(f.pts);
    const centre = f.pts.reduce<V3>(
      (s, p) => [s[0] + p[0] / f.pts.length, s[1] + p[1] / f.pts.length, s[2] + p[2] / f.pts.length],
      [0, 0, 0],
    );
    const viewDir = norm(sub(centre, cam.pos));
    if (!f.twoSided && dot(n, viewDir) >= 0) return null;
    const nn = dot(n, viewDir) >= 0 ? (n.map((x) => -x) as V3) : n;
    return { depth: dot(sub(centre, cam.pos), cam.fwd), colour: shade(f.mat, nn, viewDir, paintRgb, scene) };
  };
  const drawFaces = (list: Face[], extra = '') => {
    const shown = list
      .map((f) => ({ f, s: shapeOf(f, paint) }))
      .filter((x): x is { f: Face; s: { depth: number; colour: RGB } } => !!x.s)
      .sort((a, b) => a.f.layer - b.f.layer || b.s.depth - a.s.depth);
    return shown
      .map(({ f, s }) => polygon(cam, f.pts, css(s.colour), f.alpha ? ` fill-opacity="${f.alpha}"${extra}` : extra))
      .join('');
  };

  const rims = { spokes: 5 + (look.variant % 3), dark: look.variant % 4 === 1, twin: look.variant % 5 >= 3 };
  const viewOf = (w: Wheel) => dot([0, w.side, 0], norm(sub([w.x, w.y, w.r], cam.pos))) < 0;
  const near = wheels.filter(viewOf);
  const far = wheels.filter((w) => !viewOf(w));

  // Shadows: a wide soft one and a darker one under the body, then each tyre's contact.
  const L = body.length;
  const Wd = body.width;
  const foot = (k: number, kw: number): V3[] => {
    const pts: V3[] = [];
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      const cx = Math.cos(a);
      const cy = Math.sin(a);
      const sx = Math.sign(cx) * Math.abs(cx) ** 0.35;
      const sy = Math.sign(cy) * Math.abs(cy) ** 0.35;
      pts.push([(sx * L * k) / 2, (sy * Wd * kw) / 2, 0]);
    }
    return pts;
  };
  const shadowDark = look.backdrop === 'dusk' ? 0.75 : 0.55;
  // Soft shadows without a blur filter (slow to render): ellipses fitted to the projected
  // footprint, filled with a radial fade.
  const ellipseOf = (pts: V3[], grow: number, opacity: number) => {
    const xy = pts.map((p) => project(cam, p));
    const mx = xy.reduce((acc, p) => acc + p[0], 0) / xy.length;
    const my = xy.reduce((acc, p) => acc + p[1], 0) / xy.length;
    let sxx = 0;
    let syy = 0;
    let sxy = 0;
    for (const [x, y] of xy) {
      sxx += (x - mx) ** 2;
      syy += (y - my) ** 2;
      sxy += (x - mx) * (y - my);
    }
    sxx /= xy.length;
    syy /= xy.length;
    sxy /= xy.length;
    const tr = (sxx + syy) / 2;
    const det = Math.sqrt(Math.max(0, ((sxx - syy) / 2) ** 2 + sxy ** 2));
    const angle = (Math.atan2(2 * sxy, sxx - syy) / 2) * (180 / Math.PI);
    const rx = Math.sqrt(2 * (tr + det)) * grow;
    const ry = Math.max(Math.sqrt(2 * Math.max(tr - det, 1)) * grow, 10);
    return `<ellipse cx="${f1(mx)}" cy="${f1(my)}" rx="${f1(rx)}" ry="${f1(ry)}" transform="rotate(${f1(angle)} ${f1(mx)} ${f1(my)})" fill="url(#shade)" opacity="${opacity}"/>`;
  };
  const shadows = [ellipseOf(foot(1, 1), 1.25, shadowDark * 0.7), ellipseOf(foot(0.9, 0.9), 1.0, shadowDark)].join('');

  // A mirror image in a polished floor (showroom) or a faint one on the wet road (dusk).
  const mirrorOpacity = look.backdrop === 'showroom' ? 0.22 : look.backdrop === 'dusk' ? 0.12 : 0;
  let mirror = '';
  if (mirrorOpacity > 0) {
    const flip = (f: Face): Face => ({ ...f, pts: f.pts.map(([x, y, z]): V3 => [x, y, -z]).reverse() });
    const flipWheel = (w: Wheel): V3[] => circle3(w.x, w.y + w.side * 0.02, -w.r, w.r);
    mirror = `<g opacity="${mirrorOpacity}">${drawFaces(faces.filter((f) => f.layer === 0).map(flip))}${near
      .map((w) => polygon(cam, flipWheel(w), '#111'))
      .join('')}</g>`;
  }

  const archFill = '#0c0d0f';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
<defs>
  <radialGradient id="shade"><stop offset="0" stop-color="#000" stop-opacity="0.85"/><stop offset="0.55" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
${backdropSvg(look.backdrop, horizon, rnd)}
${mirror}
${shadows}
${far.map((w) => drawWheel(cam, w, scene, rims)).join('')}
${drawFaces(faces.filter((f) => f.layer === 0))}
${near.map((w) => polygon(cam, archOf(body, w), archFill)).join('')}
${near.map((w) => drawWheel(cam, w, scene, rims)).join('')}
${drawFaces(faces.filter((f) => f.layer > 0))}
</svg>`;
  return svg;
}

/** The cabin: dashboard, steering wheel and seats in the car's trim colour, the backdrop through the windscreen. */
function cabinSvg(look: CarLook): string {
  const W = PHOTO_WIDTH;
  const H = PHOTO_HEIGHT;
  const rnd = random(hashString(`cabin:${look.paint}:${look.variant}:${look.backdrop}`));
  const trims = ['#2a2a2e', '#5b3a29', '#c9b79c', '#3b3f46', '#7a1f24'];
  const trim = hexToRgb(trims[look.variant % trims.length]!);
  const dash = css(scale(trim, 0.55));
  const dashTop = css(scale(trim, 0.38));
  const seat = css(trim);
  const seatLit = css(mix(trim, [1, 1, 1], 0.18));
  const accent = css(mix(hexToRgb(look.paint), [0.5, 0.5, 0.5], 0.3));
  const outside = backdropSvg(look.backdrop, H * 0.42, rnd);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 960 720">
<defs>
  <clipPath id="ws"><path d="M70 40 Q480 -10 890 40 L960 330 L0 330 Z"/></clipPath>
  <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dashTop}"/><stop offset="1" stop-color="${dash}"/></linearGradient>
  <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#263445"/><stop offset="0.5" stop-color="#0d1218"/><stop offset="1" stop-color="#1b2633"/></linearGradient>
  <radialGradient id="seat" cx="0.4" cy="0.3" r="0.8"><stop offset="0" stop-color="${seatLit}"/><stop offset="1" stop-color="${seat}"/></radialGradient>
  <linearGradient id="roof" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1b1e"/><stop offset="1" stop-color="#34363b"/></linearGradient>
</defs>
<rect width="960" height="720" fill="#1b1c20"/>
<g clip-path="url(#ws)"><g transform="translate(0 -60) scale(${960 / W})">${outside}</g></g>
<path d="M0 0 H960 V60 Q480 10 0 60 Z" fill="url(#roof)"/>
<path d="M0 0 L95 0 L40 330 L0 360 Z" fill="#222327"/>
<path d="M960 0 L865 0 L920 330 L960 360 Z" fill="#222327"/>
<path d="M0 300 Q480 250 960 300 L960 470 Q480 430 0 470 Z" fill="url(#dash)"/>
<path d="M0 300 Q480 250 960 300 L960 316 Q480 268 0 316 Z" fill="${dashTop}"/>
<path d="M60 360 Q480 325 900 360" stroke="${accent}" stroke-width="5" fill="none" opacity="0.85"/>
<rect x="395" y="318" width="170" height="98" rx="10" fill="url(#screen)" stroke="#0a0a0a" stroke-width="3"/>
<path d="M410 330 L470 330 L430 400 L410 400 Z" fill="#ffffff" opacity="0.05"/>
<rect x="120" y="322" width="190" height="70" rx="14" fill="#0e1116"/>
<circle cx="180" cy="357" r="26" fill="none" stroke="#3b4756" stroke-width="4"/>
<circle cx="252" cy="357" r="26" fill="none" stroke="#3b4756" stroke-width="4"/>
<rect x="420" y="430" width="120" height="14" rx="5" fill="#101114"/>
<rect x="590" y="380" width="70" height="20" rx="6" fill="#0e1013"/>
<rect x="700" y="380" width="70" height="20" rx="6" fill="#0e1013"/>
<g>
  <ellipse cx="215" cy="460" rx="150" ry="140" fill="none" stroke="#121316" stroke-width="30"/>
  <ellipse cx="215" cy="460" rx="150" ry="140" fill="none" stroke="#2b2d33" stroke-width="6" stroke-dasharray="3 14"/>
  <path d="M75 470 Q215 520 355 470 L330 520 Q215 560 100 520 Z" fill="#17181c"/>
  <circle cx="215" cy="478" r="40" fill="#1c1d22"/>
  <circle cx="215" cy="478" r="16" fill="#2d2f36"/>
</g>
<path d="M330 720 L360 520 Q480 470 600 520 L630 720 Z" fill="${css(scale(trim, 0.42))}"/>
<rect x="440" y="560" width="80" height="44" rx="12" fill="#0f1013"/>
<rect x="465" y="548" width="30" height="60" rx="12" fill="#202127"/>
<path d="M0 520 Q120 500 230 560 L300 720 L0 720 Z" fill="url(#seat)"/>
<path d="M960 520 Q840 500 730 560 L660 720 L960 720 Z" fill="url(#seat)"/>
<path d="M40 560 Q150 545 230 600" stroke="${css(scale(trim, 0.6))}" stroke-width="4" fill="none"/>
<path d="M920 560 Q810 545 730 600" stroke="${css(scale(trim, 0.6))}" stroke-width="4" fill="none"/>
</svg>`;
}

/** One photo as WebP, phone-sized. */
export async function renderCarPhoto(look: CarLook, view: PhotoView): Promise<Buffer> {
  return sharp(Buffer.from(carPhotoSvg(look, view)))
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}

/** Which drawn shape shows a body type of the catalogue. */
export function shapeOfBody(bodyType: string): CarShape {
  switch (bodyType) {
    case 'suv':
    case 'pickup':
    case 'hatchback':
    case 'coupe':
    case 'van':
    case 'sedan':
      return bodyType;
    case 'convertible':
      return 'coupe';
    case 'minivan':
    case 'bus':
    case 'truck':
      return 'van';
    case 'wagon':
      return 'hatchback';
    default:
      return 'sedan';
  }
}
