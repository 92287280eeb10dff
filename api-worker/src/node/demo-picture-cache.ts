/**
 * The demo content's pictures, kept on disk between Node processes. Drawing them in plain
 * JavaScript (demo-content/images.ts) is most of a seed — seconds per start — and every test run
 * starts several seeded portals. The drawings are the same for the same drawing code, so they are
 * kept under a name made from that code: a change to it draws them again. A cache that cannot be
 * read or written only costs the drawing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageVariantWidth } from '@portal/contracts';
import { imageFor } from '../demo-content/image-pool.ts';
import type { DemoPicture } from '../demo-content/images.ts';
import type { ImageDesign } from '../demo-content/media-plan.ts';

const DRAWING_CODE = ['images.ts', 'image-pool.ts'].map(
  (file) => new URL(`../demo-content/${file}`, import.meta.url),
);

/** `node_modules/.cache` of the repository: where tools keep what they can make again. */
export const DEFAULT_DEMO_PICTURE_CACHE = fileURLToPath(
  new URL('../../../node_modules/.cache/portal-demo-pictures', import.meta.url),
);

function drawingVersion(): string {
  const hash = createHash('sha256');
  for (const file of DRAWING_CODE) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** A file's bytes as the drawing gives them (a plain Uint8Array, not a Buffer). */
function readBytes(path: string): Uint8Array {
  const bytes = readFileSync(path);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function cachedDemoPictures(root = DEFAULT_DEMO_PICTURE_CACHE): (design: ImageDesign) => DemoPicture {
  let dir: string | undefined;
  try {
    dir = join(root, drawingVersion());
    mkdirSync(dir, { recursive: true });
  } catch {
    return imageFor;
  }
  return (design) => {
    const name = `${design.kind}-${design.index}`;
    try {
      const files = readdirSync(dir).filter((file) => file.startsWith(`${name}.`));
      const original = files.find((file) => file === `${name}.jpg`);
      if (original) {
        const copies = new Map<ImageVariantWidth, Uint8Array>();
        for (const file of files.sort((a, b) => a.length - b.length || a.localeCompare(b))) {
          const width = /\.w(\d+)\.jpg$/.exec(file)?.[1];
          if (width) copies.set(Number(width) as ImageVariantWidth, readBytes(join(dir, file)));
        }
        return { original: readBytes(join(dir, original)), copies };
      }
    } catch {
      // Drawn again below.
    }
    const picture = imageFor(design);
    try {
      // Copies first and the original last, each written whole then renamed: a picture whose
      // original is there is complete, even if two processes draw it at once.
      const write = (file: string, bytes: Uint8Array) => {
        const partial = join(dir, `.${file}.${process.pid}`);
        writeFileSync(partial, bytes);
        renameSync(partial, join(dir, file));
      };
      for (const [width, bytes] of picture.copies) write(`${name}.w${width}.jpg`, bytes);
      write(`${name}.jpg`, picture.original);
    } catch {
      // Not kept: drawn again next time.
    }
    return picture;
  };
}
