import { describe, expect, it } from 'vitest';
import { mediaImagesOf, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps what the editor writes: paragraphs, headings, emphasis, lists, quotes, safe links', () => {
    const html =
      '<h2>Título</h2><p>Un <strong>texto</strong> con <em>énfasis</em> y &lt;signos&gt; &amp; más.</p>' +
      '<ul><li>uno</li></ul><ol start="3"><li>tres</li></ol><blockquote><p>cita</p></blockquote>' +
      '<p><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">enlace</a> ' +
      '<a href="mailto:redaccion@example.com">correo</a> <a href="tel:+543854000000">teléfono</a> ' +
      '<a href="http://example.com">http</a></p><img src="/media/noticias/abc.jpg" alt="Foto"><hr><br>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script tag and its content', '<p>Hola<script>alert(1)</script> mundo</p>', '<p>Hola mundo</p>'],
    ['a script in capitals', '<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>x</p>', '<p>x</p>'],
    ['an unclosed script and all after it', '<p>a</p><script>alert(1)<p>b</p>', '<p>a</p>'],
    ['a style tag and its CSS', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    [
      'iframe, object and embed',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><p>x</p>',
      '<p>x</p>',
    ],
    [
      'onerror on an image',
      '<img src="https://example.com/a.jpg" onerror="alert(1)">',
      '<img src="https://example.com/a.jpg">',
    ],
    ['an unquoted event handler', '<img src=x onerror=alert(1)>', '<img>'],
    [
      'onclick and onmouseover on a link',
      '<a href="https://ok.example" onclick="x()" onmouseover="y()">a</a>',
      '<a href="https://ok.example">a</a>',
    ],
    ['style and class attributes', '<p style="position:fixed;top:0" class="admin">s</p>', '<p>s</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['a hex-entity javascript: link', '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>', '<a>x</a>'],
    ['a tab inside javascript:', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    [
      'a data: link',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a>x</a>',
    ],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['a relative link (only http, https, mailto, tel)', '<a href="/noticia/1">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', '<img>'],
    ['an image leaving /media/', '<img src="/media/../api/logout">', '<img>'],
    ['an image elsewhere on the site', '<img src="/api/usuarios">', '<img>'],
    [
      'srcset',
      '<img src="https://example.com/a.jpg" srcset="javascript:alert(1)">',
      '<img src="https://example.com/a.jpg">',
    ],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>x</p>', '<p>x</p>'],
    ['an SVG script', '<svg><script>alert(1)</script></svg>después', 'después'],
    [
      'an SVG link with xlink:href',
      '<svg><a xlink:href="javascript:alert(1)"><text>clic</text></a></svg>',
      '',
    ],
    // A browser reads `<svg/onload=…>` as an SVG with an onload attribute: it goes whole.
    ['a self-closing SVG with onload', '<svg/onload=alert(1)>', ''],
    ['a MathML / style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    [
      'a form with javascript: actions',
      '<form action="javascript:x"><input value="1"><button formaction="javascript:x">b</button></form>',
      'b',
    ],
    ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>', 's'],
    ['a comment hiding a script', '<!-- <script>alert(1)</script> --><p>c</p>', '<p>c</p>'],
    // A browser reads an unknown `<scr<script>` element holding text: no script, and the text stays text.
    ['a split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['a quote that breaks out of an attribute', '"><img src=x onerror=alert(1)>', '"&gt;<img>'],
    [
      'a target other than _blank, and unknown rel tokens',
      '<a href="https://x.example" target="_top" rel="opener">x</a>',
      '<a href="https://x.example">x</a>',
    ],
    [
      'meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/"><p>x</p>',
      '<p>x</p>',
    ],
  ])('drops %s', (_case, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it.each([
    [
      'an unclosed SVG with onload',
      '<p>Antes</p><svg onload="alert(1)"><p>Primer párrafo</p><p>Un <a href="https://ok.example/nota">enlace</a></p>',
      '<p>Antes</p><p>Primer párrafo</p><p>Un <a href="https://ok.example/nota">enlace</a></p>',
    ],
    [
      'an unclosed SVG holding a script',
      '<svg onload=alert(1)><script>alert(2)</script><h2>Título</h2><ul><li>uno</li></ul>',
      '<h2>Título</h2><ul><li>uno</li></ul>',
    ],
    [
      'an unclosed MathML element',
      '<math><mi>x</mi><p>Después</p><p><a href="mailto:a@example.com">correo</a></p>',
      '<p>Después</p><p><a href="mailto:a@example.com">correo</a></p>',
    ],
    [
      'an unclosed object',
      '<object data="x.swf"><p>Texto</p><a href="https://ok.example">enlace</a>',
      '<p>Texto</p><a href="https://ok.example">enlace</a>',
    ],
    [
      'an unclosed noscript inside a closed paragraph',
      '<div><noscript><img src=x onerror=alert(1)></div><p>Sigue</p>',
      '<div><img></div><p>Sigue</p>',
    ],
    [
      'an unclosed unknown tag',
      '<blink onclick="x()"><p>Sigue</p><p>y sigue</p>',
      '<p>Sigue</p><p>y sigue</p>',
    ],
  ])('after %s, keeps every later paragraph and link', (_case, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('never lets an SVG integration point smuggle HTML out of the SVG', () => {
    expect(
      sanitizeHtml(
        '<svg><foreignObject><p>oculto<img src=x onerror=alert(1)></p></foreignObject></svg><p>x</p>',
      ),
    ).toBe('<p>x</p>');
  });

  it('drops a closed object or template with what it encloses', () => {
    expect(
      sanitizeHtml(
        '<template><p>oculto</p></template><object data="x.swf"><p>alternativo</p></object><p>x</p>',
      ),
    ).toBe('<p>x</p>');
  });

  it('keeps what comes before a tag cut off at the end of the body', () => {
    expect(sanitizeHtml('<p>Texto <a href="https://ok.example"')).toBe('<p>Texto </p>');
  });

  it('keeps text with a stray < as text', () => {
    expect(sanitizeHtml('<p>1 < 2 y 3 > 2</p>')).toBe('<p>1 &lt; 2 y 3 &gt; 2</p>');
  });

  it('is stable: sanitizing twice changes nothing more', () => {
    const hostile =
      '<p onclick="x">a<script>b</script><a href="javascript:c">d</a><img src="/media/x/y.png" onerror="e"></p>';
    const once = sanitizeHtml(hostile);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('mediaImagesOf', () => {
  it('lists the /media/ images of a sanitized body, once each', () => {
    const html = sanitizeHtml(
      '<p><img src="/media/noticias/a.jpg"><img alt="x" src="/media/noticias/b.png"></p>' +
        '<img src="https://example.com/c.jpg"><img src="/media/noticias/a.jpg">',
    );
    expect(mediaImagesOf(html)).toEqual(['/media/noticias/a.jpg', '/media/noticias/b.png']);
  });
});
