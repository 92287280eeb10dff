import { describe, expect, it } from 'vitest';
import { MEDIA_HIDDEN_USE_TITLE } from '@portal/contracts';
import { mediaCaption } from './media-caption';

const url = '/media/albums/2026/07.jpg';

describe("the picker's caption of an image", () => {
  it('is its alt text when it has one', () => {
    expect(mediaCaption({ alt: ' Comparsa en la costanera ', usos: [], url })).toBe(
      'Comparsa en la costanera',
    );
  });

  it('is the album or story that shows it when it has no alt text', () => {
    const album = { recurso: 'album' as const, recurso_id: 'a1', titulo: 'Carnaval 2026' };
    const story = { recurso: 'noticia' as const, recurso_id: 'n1', titulo: 'Se inauguró el puente' };
    expect(mediaCaption({ alt: '', usos: [album], url })).toBe('Álbum: Carnaval 2026');
    expect(mediaCaption({ alt: '', usos: [story], url })).toBe('Noticia: Se inauguró el puente');
    const hidden = { recurso: 'noticia' as const, recurso_id: '', titulo: MEDIA_HIDDEN_USE_TITLE };
    expect(mediaCaption({ alt: '', usos: [hidden, album], url })).toBe('Álbum: Carnaval 2026');
    expect(mediaCaption({ alt: '', usos: [hidden], url })).toBe('Noticia no publicada');
  });

  it("is the file's name only when nothing else names it", () => {
    expect(mediaCaption({ alt: '', usos: [], url })).toBe('07.jpg');
  });
});
