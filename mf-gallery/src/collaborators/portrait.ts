/** How one illustrated portrait looks; every collaborator gets a different mix. */
export interface PortraitLook {
  background: readonly [string, string];
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'side' | 'bald';
  shirt: string;
  glasses?: boolean;
  beard?: boolean;
  camera?: boolean;
}

export const PORTRAIT_WIDTH = 300;
export const PORTRAIT_HEIGHT = 375;

const HAIR_BEHIND: Partial<Record<PortraitLook['hairStyle'], string>> = {
  long: '<path d="M90 175C82 100 118 84 150 84s70 16 60 91l8 100c-26 18-110 18-136 0z"/>',
  bun: '<circle cx="150" cy="90" r="26"/>',
};

const HAIR_ON_TOP: Record<PortraitLook['hairStyle'], string> = {
  short: '<path d="M96 168c-6-58 22-78 54-78s62 18 54 78c-6-30-26-44-54-44s-48 14-54 44z"/>',
  long: '<path d="M96 170c-4-56 24-76 54-76s58 20 54 76c-14-26-34-42-60-42-20 14-34 30-48 42z"/>',
  bun: '<path d="M97 165c-4-52 24-70 53-70s57 18 53 70c-8-28-28-40-53-40s-45 12-53 40z"/>',
  curly:
    '<g><circle cx="104" cy="140" r="18"/><circle cx="118" cy="116" r="20"/><circle cx="146" cy="104" r="22"/>' +
    '<circle cx="176" cy="112" r="21"/><circle cx="196" cy="136" r="18"/><circle cx="100" cy="164" r="12"/>' +
    '<circle cx="200" cy="162" r="12"/></g>',
  side: '<path d="M96 172c-8-60 20-82 58-82 34 0 58 22 50 74-20-6-44-22-56-40-10 22-30 38-52 48z"/>',
  bald: '<path d="M100 150c6-16 14-24 22-28-12 12-16 22-18 36zM200 150c-6-16-14-24-22-28 12 12 16 22 18 36z"/>',
};

/** A flat, friendly bust portrait as SVG markup: no photo to download, sharp at any size. */
export function portraitSvg(look: PortraitLook): string {
  const [from, to] = look.background;
  const glasses = look.glasses
    ? '<g fill="none" stroke="#1d2127" stroke-width="3.5"><rect x="117" y="160" width="30" height="24" rx="8"/>' +
      '<rect x="153" y="160" width="30" height="24" rx="8"/><path d="M147 170h6"/></g>'
    : '';
  const beard = look.beard
    ? `<path fill="${look.hair}" d="M104 180c2 44 22 64 46 64s44-20 46-64c-10 22-26 26-46 26s-36-4-46-26z"/>`
    : '';
  const camera = look.camera
    ? '<g transform="translate(196 300)"><rect width="62" height="42" rx="7" fill="#22262d"/>' +
      '<rect x="10" y="-7" width="18" height="9" rx="3" fill="#22262d"/>' +
      '<circle cx="31" cy="21" r="14" fill="#454b55"/><circle cx="31" cy="21" r="8" fill="#8fb7d9"/>' +
      '<circle cx="51" cy="9" r="3" fill="#f2c14e"/></g>'
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 300 375">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="300" height="375" fill="url(#bg)"/>' +
    '<circle cx="250" cy="60" r="90" fill="#fff" opacity="0.08"/><circle cx="40" cy="330" r="70" fill="#fff" opacity="0.06"/>' +
    `<g fill="${look.hair}">${HAIR_BEHIND[look.hairStyle] ?? ''}</g>` +
    `<path fill="${look.shirt}" d="M34 375c0-70 48-108 116-108s116 38 116 108z"/>` +
    `<path fill="${look.skin}" d="M130 212h40v58c0 12-40 12-40 0z"/>` +
    '<path fill="#000" opacity="0.12" d="M130 236c12 8 28 8 40 0v-12h-40z"/>' +
    `<path fill="#fff" opacity="0.9" d="M124 268l26 34 26-34-8-4-18 22-18-22z"/>` +
    `<ellipse cx="100" cy="178" rx="10" ry="15" fill="${look.skin}"/><ellipse cx="200" cy="178" rx="10" ry="15" fill="${look.skin}"/>` +
    `<ellipse cx="150" cy="172" rx="52" ry="64" fill="${look.skin}"/>` +
    beard +
    '<g fill="#1d2127"><circle cx="132" cy="172" r="4.5"/><circle cx="168" cy="172" r="4.5"/></g>' +
    '<g fill="none" stroke="#1d2127" stroke-width="3" stroke-linecap="round">' +
    '<path d="M122 158q10-6 20 0M158 158q10-6 20 0"/><path d="M137 204q13 10 26 0"/></g>' +
    '<ellipse cx="122" cy="192" rx="8" ry="5" fill="#e4787a" opacity="0.25"/>' +
    '<ellipse cx="178" cy="192" rx="8" ry="5" fill="#e4787a" opacity="0.25"/>' +
    glasses +
    `<g fill="${look.hair}">${HAIR_ON_TOP[look.hairStyle]}</g>` +
    camera +
    '</svg>'
  );
}

/** The portrait as an image URL, for <img> and the modal. */
export const portraitUrl = (look: PortraitLook) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(portraitSvg(look))}`;
