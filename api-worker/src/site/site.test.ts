import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { escapeMarkup, jsonForScript } from './escape.ts';
import { absoluteUrl, htmlToText, truncateText } from '@portal/contracts';
import { siteOrigin } from './site.ts';

describe('escapeMarkup', () => {
  it('escapes the five markup characters', () => {
    expect(escapeMarkup(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('keeps accents and ñ as they are', () => {
    expect(escapeMarkup('Año récord en Tucumán: ¿qué pasó?')).toBe('Año récord en Tucumán: ¿qué pasó?');
  });

  it('drops characters no XML document may hold, so a feed stays readable', () => {
    const hostile = `a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf & <g>`;
    const xml = `<t>${escapeMarkup(hostile)}</t>`;
    expect(xml).toBe('<t>abcdef &amp; &lt;g&gt;</t>');
    expect(new XMLParser().parse(xml)).toEqual({ t: 'abcdef & <g>' });
  });

  it('leaves tabs and line breaks', () => {
    expect(escapeMarkup('a\tb\nc\rd')).toBe('a\tb\nc\rd');
  });
});

describe('jsonForScript', () => {
  it('writes no `<`, `>` or `&`, so `</script>` and `<!--` cannot end the script', () => {
    const value = { headline: '</script><script>alert(1)</script> <!-- & -->', ok: true };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes the line and paragraph separators', () => {
    expect(jsonForScript('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});

describe('site URLs', () => {
  it('takes the configured origin before the request origin', () => {
    expect(siteOrigin('http://localhost:8080/noticia/x')).toBe('http://localhost:8080');
    expect(siteOrigin('http://localhost:8080/noticia/x', 'https://portal.example')).toBe(
      'https://portal.example',
    );
  });

  it('makes stored paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl('https://portal.example', '/media/noticias/a.jpg')).toBe(
      'https://portal.example/media/noticias/a.jpg',
    );
    expect(absoluteUrl('https://portal.example', 'https://cdn.example/a.jpg')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(absoluteUrl('https://portal.example', 'media/a b.jpg')).toBe(
      'https://portal.example/media/a%20b.jpg',
    );
  });
});

describe('htmlToText and truncateText', () => {
  it('reads the text of a sanitized body', () => {
    expect(htmlToText('<p>Hola&nbsp;<b>mundo</b> &amp; &lt;amigos&gt;</p>\n<p>Otro&#33; &#x41;</p>')).toBe(
      'Hola mundo & <amigos> Otro! A',
    );
    expect(htmlToText('<style>p{}</style><script>x()</script><p>Solo esto</p>')).toBe('Solo esto');
  });

  it('cuts at a word with an ellipsis', () => {
    expect(truncateText('uno dos tres', 50)).toBe('uno dos tres');
    expect(truncateText('palabra '.repeat(40), 30)).toBe('palabra palabra palabra…');
    expect(truncateText('x'.repeat(40), 10)).toBe('xxxxxxxxx…');
  });
});
