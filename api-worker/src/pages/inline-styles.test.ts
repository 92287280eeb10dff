import { describe, expect, it } from 'vitest';
import { createStylesheetTexts, isInlinable, MAX_INLINED_STYLESHEET_CHARS } from './inline-styles.ts';

describe('isInlinable (pages/inline-styles)', () => {
  it('takes small stylesheets whose pictures are data: or absolute', () => {
    expect(isInlinable('a{color:red}')).toBe(true);
    expect(
      isInlinable('.x{background:url("data:image/svg+xml,%3Csvg xmlns=\'http://www.w3.org/2000/svg\'%3E")}'),
    ).toBe(true);
    expect(isInlinable('.x{background:url(https://cdn.example/a.png)}')).toBe(true);
  });

  it('refuses what would resolve against another URL, end the element, or weigh every document down', () => {
    expect(isInlinable('.x{background:url(fondo.png)}')).toBe(false);
    expect(isInlinable(".x{background:url( '../fondo.png')}")).toBe(false);
    expect(isInlinable('@import "otra.css";')).toBe(false);
    expect(isInlinable('.x{background-image:image-set("a.png" 1x)}')).toBe(false);
    expect(isInlinable('.x::after{content:"</style><script>"}')).toBe(false);
    expect(isInlinable(`a{}${' '.repeat(MAX_INLINED_STYLESHEET_CHARS)}`)).toBe(false);
  });
});

describe('createStylesheetTexts', () => {
  it('reads each URL once, remembers refusals, and asks again after a failed read', async () => {
    const reads: string[] = [];
    let fail = true;
    const texts = createStylesheetTexts(async (href) => {
      reads.push(href);
      if (href === '/rota.css' && fail) return undefined;
      return href === '/relativa.css' ? '.x{background:url(a.png)}' : `/* ${href} */`;
    });
    const signal = AbortSignal.timeout(1_000);
    expect(await texts('/a.css', signal)).toBe('/* /a.css */');
    expect(await texts('/a.css', signal)).toBe('/* /a.css */');
    expect(await texts('/relativa.css', signal)).toBeUndefined();
    expect(await texts('/relativa.css', signal)).toBeUndefined();
    expect(await texts('/rota.css', signal)).toBeUndefined();
    fail = false;
    expect(await texts('/rota.css', signal)).toBe('/* /rota.css */');
    expect(reads).toEqual(['/a.css', '/relativa.css', '/rota.css', '/rota.css']);
  });
});
