import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// WCAG 2.2 contrast of the chrome's colours, read from the stylesheets themselves: a focus ring
// needs 3:1 against what it is drawn on (1.4.11), text 4.5:1 against its background (1.4.3).

const stylesheet = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
const globals = stylesheet('../styles/global.css');

/** The value of `property` in the rule whose selector list is exactly `selector`. */
function declared(css: string, selector: string, property: string): string {
  const rules = css.matchAll(/([^{}]+)\{([^}]*)\}/g);
  for (const [, selectors, body] of rules) {
    const names = selectors!
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .split(',')
      .map((name) => name.trim());
    if (!names.includes(selector)) continue;
    const value = new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+);`).exec(body!)?.[1];
    if (value) return resolveColour(value.trim());
  }
  throw new Error(`${selector} { ${property} } not found`);
}

/** A colour as written (a hex, a `var(--…)` of :root, or an outline shorthand's colour). */
function resolveColour(value: string): string {
  const variable = /var\((--[\w-]+)\)/.exec(value)?.[1];
  if (variable) return declared(globals, ':root', variable);
  const hex = /#[0-9a-f]{3,6}\b/i.exec(value)?.[0];
  if (!hex) throw new Error(`no colour in '${value}'`);
  return hex;
}

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('focus rings in the chrome', () => {
  const pageRing = declared(globals, ':focus-visible', 'outline');

  it('the page ring shows on the white header and the page (≥ 3:1)', () => {
    expect(contrast(pageRing, declared(globals, ':root', '--color-surface'))).toBeGreaterThanOrEqual(3);
    expect(contrast(pageRing, declared(globals, ':root', '--color-page'))).toBeGreaterThanOrEqual(3);
  });

  it('the dark top bar draws a ring of ≥ 3:1 on its background', () => {
    const css = stylesheet('top-bar.module.css');
    const ring = declared(css, '.bar :focus-visible', 'outline-color');
    expect(contrast(ring, declared(css, '.bar', 'background'))).toBeGreaterThanOrEqual(3);
  });

  it('the dark footer draws a ring of ≥ 3:1 on its background', () => {
    const css = stylesheet('site-footer.module.css');
    const ring = declared(css, '.footer :focus-visible', 'outline-color');
    expect(contrast(ring, declared(css, '.footer', 'background'))).toBeGreaterThanOrEqual(3);
  });

  it("the 'Último momento' link draws a ring of ≥ 3:1 on the red bar", () => {
    const css = stylesheet('breaking-news-bar.module.css');
    const ring = declared(css, '.link:focus-visible', 'outline');
    expect(contrast(ring, declared(css, '.bar', 'background'))).toBeGreaterThanOrEqual(3);
  });
});

describe('text in the chrome', () => {
  it("the footer's links, 'RSS' among them, read at ≥ 4.5:1", () => {
    const css = stylesheet('site-footer.module.css');
    expect(
      contrast(declared(css, '.footer', 'color'), declared(css, '.footer', 'background')),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
