import { describe, expect, it } from 'vitest';
import { foldSearchText, newsSearchText } from './search-text.ts';

describe('newsSearchText', () => {
  it('folds case and accents (ñ stays) and keeps only the words of the HTML', () => {
    const text = newsSearchText({
      titulo: 'Tucumán celebra',
      descripcion: 'Año récord',
      texto: '<p>Música <strong>en vivo</strong> &amp; danzas&nbsp;típicas &#241;</p><script>x</script>',
    });
    expect(text).toBe('tucuman celebra año record musica en vivo & danzas tipicas ñ x');
    expect(text).not.toContain('<');
  });

  it('reads the named entities of accented letters as their letters', () => {
    const text = newsSearchText({
      titulo: 'Título',
      descripcion: 'Resumen',
      texto: '<p>A&ntilde;o &Aacute;lvarez ping&uuml;ino &eacute;xito &Ccedil;a &amp;c &bogus;</p>',
    });
    expect(text).toBe('titulo resumen año alvarez pinguino exito ca &c &bogus;');
  });
});

describe('foldSearchText', () => {
  it('folds accents but keeps ñ, composed or not, in either case', () => {
    expect(foldSearchText('AÑO Año año Ñandú n\u0303andu Pingüino CAFÉ')).toBe(
      'año año año ñandu ñandu pinguino cafe',
    );
  });
});
