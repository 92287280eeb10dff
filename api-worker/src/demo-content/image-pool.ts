import {
  LANDSCAPE_PALETTES,
  renderAvatar,
  renderFlyer,
  renderLandscape,
  renderPromo,
  type DemoPicture,
} from './images.ts';
import type { ImageDesign } from './media-plan.ts';

/** How many distinct pictures of each kind are drawn; items reuse them under their own keys. */
export const POOL_SIZES = {
  landscape: 16,
  flyer: 6,
  ad: 6,
  'banner-full': 2,
  'banner-mobile': 2,
  avatar: 4,
} as const;

function render(design: ImageDesign): DemoPicture {
  const { index } = design;
  switch (design.kind) {
    case 'landscape': {
      const palette = LANDSCAPE_PALETTES[index % LANDSCAPE_PALETTES.length] ?? LANDSCAPE_PALETTES[0]!;
      return renderLandscape(960, 540, palette, 1000 + index);
    }
    case 'flyer':
      return renderFlyer(600, 800, index, 2000 + index);
    case 'ad':
      return renderPromo(600, 500, index + 2, 3000 + index);
    case 'banner-full':
      return renderPromo(1200, 150, index * 3 + 1, 4000 + index);
    case 'banner-mobile':
      return renderPromo(600, 150, index * 3 + 1, 5000 + index);
    case 'avatar':
      return renderAvatar(200, index, 6000 + index);
  }
}

// Drawing is the slow part of seeding (~0.1 s a landscape), so each design is drawn once per process.
const cache = new Map<string, DemoPicture>();

/** A design's JPEG and its 400/800/1600 px copies (those narrower than it). */
export function imageFor(design: ImageDesign): DemoPicture {
  const cacheKey = `${design.kind}:${design.index}`;
  let picture = cache.get(cacheKey);
  if (!picture) {
    picture = render(design);
    cache.set(cacheKey, picture);
  }
  return picture;
}
