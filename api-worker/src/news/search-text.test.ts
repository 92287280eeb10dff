import { describe, expect, it } from 'vitest';
import { newsSearchText } from './search-text.ts';

describe('newsSearchText', () => {
  it('folds case and accents and keeps only the words of the HTML', () => {
    const text = newsSearchText({
      titulo: 'Tucumán celebra',
      descripcion: 'Año récord',
      texto: '<p>Música <strong>en vivo</strong> &amp; danzas&nbsp;típicas &#241;</p><script>x</script>',
    });
    expect(text).toBe('tucuman celebra ano record musica en vivo & danzas tipicas n x');
    expect(text).not.toContain('<');
  });
});
