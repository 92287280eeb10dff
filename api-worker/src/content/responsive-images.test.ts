import { describe, expect, it } from 'vitest';
import { withResponsiveImages } from './responsive-images.ts';
import { sanitizeHtml } from './sanitize-html.ts';

describe('withResponsiveImages', () => {
  it('gives an uploaded body image the srcset and sizes of covers, and leaves others alone', () => {
    const body = sanitizeHtml(
      '<p>Texto</p><p><img src="/media/noticias/abc.jpg" alt="Plaza" onerror="x()"> y <img src="https://otro.example/a.jpg" alt="Otra"></p>',
    );
    expect(withResponsiveImages(body)).toBe(
      '<p>Texto</p><p><img src="/media/noticias/abc.jpg" srcset="/media/noticias/abc.w400.jpg 400w, /media/noticias/abc.w800.jpg 800w, /media/noticias/abc.w1600.jpg 1600w" sizes="(min-width: 1240px) 876px, (min-width: 992px) calc(100vw - 364px), 100vw" loading="lazy" decoding="async" alt="Plaza"> y <img src="https://otro.example/a.jpg" alt="Otra"></p>',
    );
    expect(withResponsiveImages('<p>Sin imágenes</p>')).toBe('<p>Sin imágenes</p>');
  });

  it('sits on the sanitizer, which keeps an inserted image with its alt text and drops any other source', () => {
    expect(
      sanitizeHtml('<img src="javascript:alert(1)" alt="x"><img src="data:image/png;base64,AA" alt="y">'),
    ).toBe('<img alt="x"><img alt="y">');
    expect(
      sanitizeHtml('<img src="/media/../secreto.jpg" alt="z" srcset="https://evil.example/a.jpg 1w">'),
    ).toBe('<img alt="z">');
  });
});
