/**
 * Photo-like demo pictures drawn in plain JavaScript and encoded with jpeg-js: no downloads and
 * no native modules, so the same code seeds the Node server and the worker.
 */
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@portal/contracts';
import jpeg from 'jpeg-js';
import { createPrng, type Prng } from './prng.ts';

type Rgb = readonly [number, number, number];

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  set(x: number, y: number, r: number, g: number, b: number): void {
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
    this.data[i + 3] = 255;
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const a = alpha > 1 ? 1 : alpha;
    d[i] = (d[i] ?? 0) + (color[0] - (d[i] ?? 0)) * a;
    d[i + 1] = (d[i + 1] ?? 0) + (color[1] - (d[i + 1] ?? 0)) * a;
    d[i + 2] = (d[i + 2] ?? 0) + (color[2] - (d[i + 2] ?? 0)) * a;
  }

  /** A disc with a soft edge (`softness` pixels wide), blended over what is there. */
  disc(cx: number, cy: number, radius: number, color: Rgb, alpha = 1, softness = 1.5): void {
    const reach = radius + softness;
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(this.height, cy + reach); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(this.width, cx + reach); x++) {
        // Math.sqrt, not Math.hypot: hypot is several times slower in V8 and this runs per pixel.
        const edge = (radius - Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy))) / softness;
        if (edge > 0) this.blend(x, y, color, alpha * Math.min(1, edge));
      }
    }
  }

  /** An upright ellipse (tree crowns). */
  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(cy - ry - 1)); y < Math.min(this.height, cy + ry + 1); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx - 1)); x < Math.min(this.width, cx + rx + 1); x++) {
        const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
        const edge = (1 - d) * Math.min(rx, ry);
        if (edge > 0) this.blend(x, y, color, alpha * Math.min(1, edge));
      }
    }
  }

  /** An axis-aligned rectangle with rounded corners. */
  roundRect(x0: number, y0: number, w: number, h: number, radius: number, color: Rgb, alpha = 1): void {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(this.width, x0 + w); x++) {
        const dx = Math.max(x0 + radius - x, 0, x - (x0 + w - radius));
        const dy = Math.max(y0 + radius - y, 0, y - (y0 + h - radius));
        const edge = radius - Math.sqrt(dx * dx + dy * dy) + 0.5;
        if (edge > 0) this.blend(x, y, color, alpha * Math.min(1, edge));
      }
    }
  }

  /** Film grain and a darker rim: what makes a flat drawing read as a photograph. */
  finish(prng: Prng, grain: number, vignette: number): void {
    const { width, height, data } = this;
    // An inline LCG: the per-pixel noise needs speed, not quality.
    let state = Math.floor(prng.next() * 0xffffffff) >>> 0;
    for (let y = 0; y < height; y++) {
      const ny = (y / height) * 2 - 1;
      for (let x = 0; x < width; x++) {
        const nx = (x / width) * 2 - 1;
        const shade = 1 - vignette * (nx * nx + ny * ny) * 0.5;
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
        const noise = (state / 4294967296 - 0.5) * grain;
        const i = (y * width + x) * 4;
        data[i] = clamp((data[i] ?? 0) * shade + noise);
        data[i + 1] = clamp((data[i + 1] ?? 0) * shade + noise);
        data[i + 2] = clamp((data[i + 2] ?? 0) * shade + noise);
        data[i + 3] = 255;
      }
    }
  }

  toJpeg(quality = 82): Uint8Array {
    const encoded = jpeg.encode({ width: this.width, height: this.height, data: this.data }, quality);
    return new Uint8Array(encoded.data.buffer, encoded.data.byteOffset, encoded.data.byteLength);
  }

  /**
   * The picture as JPEG, with its copies at the variant widths narrower than it (as the back
   * office makes them at upload: proportions kept, never upscaled).
   */
  toPicture(quality = 82, widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS): DemoPicture {
    const copies = new Map<ImageVariantWidth, Uint8Array>();
    for (const width of widths) {
      if (width >= this.width) break;
      const height = Math.max(1, Math.round((this.height * width) / this.width));
      copies.set(width, this.resized(width, height).toJpeg(quality));
    }
    return { original: this.toJpeg(quality), copies };
  }

  /** A smaller copy: each pixel the mean of the source pixels it covers (a box filter). */
  resized(width: number, height: number): Canvas {
    const target = new Canvas(width, height);
    const sx = this.width / width;
    const sy = this.height / height;
    for (let y = 0; y < height; y++) {
      const y0 = Math.floor(y * sy);
      const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
      for (let x = 0; x < width; x++) {
        const x0 = Math.floor(x * sx);
        const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
        let r = 0;
        let g = 0;
        let b = 0;
        for (let yy = y0; yy < y1; yy++) {
          for (let xx = x0; xx < x1; xx++) {
            const i = (yy * this.width + xx) * 4;
            r += this.data[i]!;
            g += this.data[i + 1]!;
            b += this.data[i + 2]!;
          }
        }
        const n = (y1 - y0) * (x1 - x0);
        target.set(x, y, r / n, g / n, b / n);
      }
    }
    return target;
  }
}

/** A demo picture's JPEG and its resized copies by width. */
export interface DemoPicture {
  original: Uint8Array;
  copies: ReadonlyMap<ImageVariantWidth, Uint8Array>;
}

/**
 * The copies the demo pictures get. Only the 400 px one: the pictures are at most 1200 px wide,
 * so an 800 px copy saves little, while jpeg-js made drawing the pool twice as slow with it
 * (about a fifth slower with the 400 px copy alone). The media route answers the 800 and
 * 1600 px URLs of a demo picture with the original.
 */
const DEMO_COPY_WIDTHS: readonly ImageVariantWidth[] = [400];

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function hex(color: string): Rgb {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function smooth(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
}

export interface LandscapePalette {
  name: string;
  skyTop: string;
  skyHorizon: string;
  sun: string;
  /** Far to near. */
  hills: readonly string[];
  night?: boolean;
  water?: boolean;
}

/** Skies and hills of the provinces: dawn, noon, dusk, the Puna's coloured hills, night… */
export const LANDSCAPE_PALETTES: readonly LandscapePalette[] = [
  {
    name: 'amanecer',
    skyTop: '#27407a',
    skyHorizon: '#f4a261',
    sun: '#ffe0a3',
    hills: ['#7d6b9a', '#55507d', '#33395c'],
  },
  {
    name: 'mediodia',
    skyTop: '#2f6fc0',
    skyHorizon: '#bfe3f5',
    sun: '#fffbe8',
    hills: ['#9cc48a', '#6aa35c', '#3f7d3c'],
  },
  {
    name: 'atardecer',
    skyTop: '#2b1457',
    skyHorizon: '#ff8a5c',
    sun: '#ffd27a',
    hills: ['#8a4470', '#5a2d5e', '#2c1b40'],
    water: true,
  },
  {
    name: 'puna',
    skyTop: '#3f86c6',
    skyHorizon: '#eadcb8',
    sun: '#fff6dc',
    hills: ['#d79b6b', '#b56b45', '#7f4a2f'],
  },
  {
    name: 'valle',
    skyTop: '#4c97d4',
    skyHorizon: '#d8eff6',
    sun: '#ffffff',
    hills: ['#88b679', '#56924d', '#2f6a38'],
    water: true,
  },
  {
    name: 'noche',
    skyTop: '#080d24',
    skyHorizon: '#33427a',
    sun: '#f3f1dc',
    hills: ['#233058', '#161f40', '#0b1128'],
    night: true,
  },
  {
    name: 'niebla',
    skyTop: '#8f9cab',
    skyHorizon: '#e3e8ec',
    sun: '#fdfdf8',
    hills: ['#9aa6b1', '#74818e', '#4f5b68'],
  },
  {
    name: 'otono',
    skyTop: '#5f98d6',
    skyHorizon: '#f5dcaa',
    sun: '#fff1cf',
    hills: ['#dba763', '#b87434', '#7b4b24'],
  },
];

/** Hills under a sky with a sun (or moon and stars), clouds and sometimes a lake. */
export function renderLandscape(
  width: number,
  height: number,
  palette: LandscapePalette,
  seed: number,
): DemoPicture {
  const prng = createPrng(seed);
  const canvas = new Canvas(width, height);
  const skyTop = hex(palette.skyTop);
  const skyHorizon = hex(palette.skyHorizon);
  const sunColor = hex(palette.sun);
  const horizon = height * (0.5 + prng.next() * 0.15);
  const sunX = width * (0.15 + prng.next() * 0.7);
  const sunY = horizon * (0.35 + prng.next() * 0.45);
  const sunRadius = Math.min(width, height) * (palette.night ? 0.05 : 0.07);
  const glow = sunRadius * 5;

  // Sky: vertical gradient plus the sun's glow.
  for (let y = 0; y < height; y++) {
    const [r, g, b] = mix(skyTop, skyHorizon, smooth(y / horizon));
    const dy2 = (y - sunY) ** 2;
    for (let x = 0; x < width; x++) {
      const t = Math.exp((-3 * ((x - sunX) ** 2 + dy2)) / (glow * glow)) * 0.55;
      canvas.set(x, y, r + (sunColor[0] - r) * t, g + (sunColor[1] - g) * t, b + (sunColor[2] - b) * t);
    }
  }
  if (palette.night) {
    for (let i = 0; i < (width * height) / 1800; i++) {
      canvas.disc(
        prng.next() * width,
        prng.next() * horizon,
        0.6 + prng.next() * 0.9,
        [255, 255, 240],
        0.5 + prng.next() * 0.5,
        1,
      );
    }
  }
  canvas.disc(sunX, sunY, sunRadius, sunColor, 1, 2);

  // Clouds: clusters of soft, translucent discs.
  const cloudColor = mix(sunColor, [255, 255, 255], 0.6);
  for (let c = 0; c < prng.int(2, 5); c++) {
    const cx = prng.next() * width;
    const cy = horizon * (0.15 + prng.next() * 0.5);
    const size = width * (0.03 + prng.next() * 0.04);
    for (let p = 0; p < 7; p++) {
      canvas.disc(
        cx + (p - 3) * size * 0.7,
        cy + Math.sin(p * 1.7) * size * 0.3,
        size * (0.7 + prng.next() * 0.5),
        cloudColor,
        palette.night ? 0.08 : 0.28,
        size * 0.6,
      );
    }
  }

  // Hills: ridges from sums of sines, hazier with distance.
  const water = palette.water === true;
  const waterLine = water ? height * (0.8 + prng.next() * 0.08) : height;
  palette.hills.forEach((color, layer) => {
    const depth = layer / Math.max(1, palette.hills.length - 1);
    const ridgeColor = mix(hex(color), skyHorizon, 0.35 * (1 - depth));
    const baseLine = horizon + (height - horizon) * (0.05 + depth * 0.45);
    const waves = [0, 1, 2].map((k) => ({
      amplitude: (height * 0.12 * (1 - depth * 0.4)) / (k + 1),
      frequency: ((k + 1) * (1.5 + prng.next() * 2) * Math.PI) / width,
      phase: prng.next() * Math.PI * 2,
    }));
    for (let x = 0; x < width; x++) {
      let ridge = baseLine;
      for (const wave of waves)
        ridge -= wave.amplitude * (0.5 + 0.5 * Math.sin(x * wave.frequency + wave.phase));
      const [r, g, b] = ridgeColor;
      for (let y = Math.max(0, Math.floor(ridge)); y < waterLine; y++) {
        // Lighter at the crest, darker at the foot, like evening light on slopes.
        const shade = 1 - Math.min(0.35, (y - ridge) / height);
        canvas.set(x, y, r * shade, g * shade, b * shade);
      }
    }
  });

  if (water) {
    // The lake mirrors what is above the shore, darker and rippled.
    for (let y = Math.floor(waterLine); y < height; y++) {
      const mirrorY = Math.max(0, Math.floor(2 * waterLine - y));
      for (let x = 0; x < width; x++) {
        const ripple = Math.round(Math.sin(y * 0.9 + x * 0.02) * 3);
        const sx = Math.min(width - 1, Math.max(0, x + ripple));
        const i = (mirrorY * width + sx) * 4;
        const d = canvas.data;
        canvas.set(x, y, (d[i] ?? 0) * 0.7 + 6, (d[i + 1] ?? 0) * 0.7 + 12, (d[i + 2] ?? 0) * 0.7 + 21);
      }
    }
  }

  // A row of poplars on the nearest hill, as along the irrigation ditches of the valleys.
  const treeColor = mix(hex(palette.hills.at(-1) ?? '#203020'), [0, 0, 0], 0.35);
  const rowX = prng.next() * width * 0.7;
  const rowY = horizon + (height - horizon) * (0.55 + prng.next() * 0.15);
  for (let t = 0; t < prng.int(0, 7); t++) {
    const tx = rowX + t * width * (0.025 + prng.next() * 0.02);
    const size = height * (0.06 + prng.next() * 0.04);
    canvas.roundRect(tx - 1.5, rowY - size * 0.3, 3, size * 0.4, 1, treeColor);
    canvas.ellipse(tx, rowY - size, size * 0.18, size * 0.75, treeColor);
  }

  canvas.finish(prng, 10, 0.45);
  return canvas.toPicture(82, DEMO_COPY_WIDTHS);
}

const POSTER_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ff512f', '#dd2476', '#ffe259'],
  ['#1a2a6c', '#b21f1f', '#fdbb2d'],
  ['#0f9b8e', '#2c3e50', '#f9d423'],
  ['#8e2de2', '#4a00e0', '#00f5a0'],
  ['#f7971e', '#c0392b', '#fff3b0'],
  ['#134e5e', '#71b280', '#ffffff'],
  ['#ee0979', '#ff6a00', '#ffe6f2'],
  ['#2193b0', '#6dd5ed', '#ffd166'],
];

/** A tall event flyer: vivid gradient, stage lights, a big emblem and blocks standing for text. */
export function renderFlyer(width: number, height: number, variant: number, seed: number): DemoPicture {
  const prng = createPrng(seed);
  const [from, to, accent] = (POSTER_PALETTES[variant % POSTER_PALETTES.length] ?? POSTER_PALETTES[0]!).map(
    hex,
  ) as [Rgb, Rgb, Rgb];
  const canvas = new Canvas(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = smooth((x / width) * 0.4 + (y / height) * 0.8);
      canvas.set(
        x,
        y,
        from[0] + (to[0] - from[0]) * t,
        from[1] + (to[1] - from[1]) * t,
        from[2] + (to[2] - from[2]) * t,
      );
    }
  }
  for (let i = 0; i < 26; i++) {
    canvas.disc(
      prng.next() * width,
      prng.next() * height * 0.7,
      width * (0.02 + prng.next() * 0.08),
      mix(accent, [255, 255, 255], 0.5),
      0.12 + prng.next() * 0.15,
      width * 0.02,
    );
  }
  const cx = width / 2;
  const cy = height * 0.38;
  canvas.disc(cx, cy, width * 0.3, accent, 0.9, 3);
  canvas.disc(cx, cy, width * 0.22, from, 0.85, 3);
  canvas.disc(cx, cy, width * 0.12, accent, 0.95, 3);
  // Title and detail lines, as a printed flyer would have them.
  canvas.roundRect(width * 0.1, height * 0.7, width * 0.8, height * 0.06, 10, [255, 255, 255], 0.92);
  canvas.roundRect(width * 0.2, height * 0.79, width * 0.6, height * 0.03, 8, [255, 255, 255], 0.75);
  canvas.roundRect(width * 0.3, height * 0.85, width * 0.4, height * 0.03, 8, accent, 0.9);
  canvas.finish(prng, 6, 0.35);
  return canvas.toPicture(82, DEMO_COPY_WIDTHS);
}

/** A wide banner or a sidebar ad: gradient, diagonal bands, circles and a call-to-action button. */
export function renderPromo(width: number, height: number, variant: number, seed: number): DemoPicture {
  const prng = createPrng(seed);
  const [from, to, accent] = (POSTER_PALETTES[variant % POSTER_PALETTES.length] ?? POSTER_PALETTES[0]!).map(
    hex,
  ) as [Rgb, Rgb, Rgb];
  const canvas = new Canvas(width, height);
  const band = Math.max(width, height) / (6 + prng.int(0, 4));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y * 1.2) / band) % 2 === 0 ? 0 : 0.06;
      const [r, g, b] = mix(from, to, x / width);
      canvas.set(x, y, r + (255 - r) * stripe, g + (255 - g) * stripe, b + (255 - b) * stripe);
    }
  }
  const short = Math.min(width, height);
  for (let i = 0; i < 5; i++) {
    canvas.disc(
      width * (0.55 + prng.next() * 0.45),
      height * prng.next(),
      short * (0.25 + prng.next() * 0.35),
      accent,
      0.18,
      short * 0.05,
    );
  }
  canvas.disc(width * 0.82, height * 0.5, short * 0.32, accent, 0.95, 2);
  canvas.roundRect(
    width * 0.06,
    height * 0.28,
    width * 0.42,
    short * 0.16,
    short * 0.04,
    [255, 255, 255],
    0.95,
  );
  canvas.roundRect(
    width * 0.06,
    height * 0.28 + short * 0.24,
    width * 0.3,
    short * 0.1,
    short * 0.03,
    [255, 255, 255],
    0.7,
  );
  canvas.roundRect(
    width * 0.06,
    height * 0.72 - short * 0.05,
    width * 0.18,
    short * 0.16,
    short * 0.08,
    accent,
    1,
  );
  canvas.finish(prng, 4, 0.2);
  return canvas.toPicture(82, DEMO_COPY_WIDTHS);
}

const SKIN_TONES: readonly Rgb[] = [hex('#f1c7a5'), hex('#d9a27c'), hex('#a9745a'), hex('#e8b894')];
const HAIR_COLORS: readonly Rgb[] = [hex('#2b1d14'), hex('#4a3121'), hex('#111111'), hex('#7a5230')];

/** A staff profile photo: head and shoulders on a soft studio background. */
export function renderAvatar(size: number, variant: number, seed: number): DemoPicture {
  const prng = createPrng(seed);
  const canvas = new Canvas(size, size);
  const background = hex(['#cfe3f2', '#f3dcc7', '#d7ecd9', '#e7d7ef'][variant % 4] ?? '#cfe3f2');
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.sqrt((x - size * 0.5) ** 2 + (y - size * 0.4) ** 2) / size;
      canvas.set(x, y, ...mix(mix(background, [255, 255, 255], 0.35), background, smooth(d * 1.6)));
    }
  }
  const skin = SKIN_TONES[variant % SKIN_TONES.length] ?? SKIN_TONES[0]!;
  const hair = HAIR_COLORS[(variant + 1) % HAIR_COLORS.length] ?? HAIR_COLORS[0]!;
  const shirt = hex(['#2d4f7c', '#7c2d4f', '#2d7c5a', '#5a4a3a'][variant % 4] ?? '#2d4f7c');
  canvas.roundRect(
    size * 0.44,
    size * 0.55,
    size * 0.12,
    size * 0.2,
    size * 0.03,
    mix(skin, [0, 0, 0], 0.12),
  );
  canvas.disc(size * 0.5, size * 1.08, size * 0.45, shirt, 1, 2);
  canvas.disc(size * 0.5, size * 0.4, size * 0.21, hair, 1, 2);
  canvas.disc(size * 0.5, size * 0.46, size * 0.18, skin, 1, 2);
  canvas.finish(prng, 5, 0.3);
  return canvas.toPicture(85, DEMO_COPY_WIDTHS);
}
