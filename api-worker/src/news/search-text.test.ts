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

  it('reads the named entities of accented letters as their letters', () => {
    const text = newsSearchText({
      titulo: 'Título',
      descripcion: 'Resumen',
      texto: '<p>A&ntilde;o &Aacute;lvarez ping&uuml;ino &eacute;xito &Ccedil;a &amp;c &bogus;</p>',
    });
    expect(text).toBe('titulo resumen ano alvarez pinguino exito ca &c &bogus;');
  });
});
