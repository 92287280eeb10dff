import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_FOLDERS,
  assignBannerRequestSchema,
  clickLinkSchema,
  createAdRequestSchema,
  createAlbumRequestSchema,
  createNewsRequestSchema,
  imageUrlSchema,
  provinceFieldSchema,
  updateNewsRequestSchema,
  uploadFolderSchema,
} from './staff-requests.ts';

const image = imageUrlSchema('falta');

describe('field schemas', () => {
  it('canonicalizes provinces and refuses unknown ones', () => {
    expect(provinceFieldSchema.parse(' Buenos aires ')).toBe('Buenos Aires');
    expect(provinceFieldSchema.parse('Entre Ríos')).toBe('Entre Rios');
    expect(provinceFieldSchema.safeParse('Rosario').success).toBe(false);
    expect(provinceFieldSchema.safeParse('').success).toBe(false);
  });

  it('takes images from /media/ or http(s) only', () => {
    for (const url of [
      '/media/noticias/a.jpg',
      '/media/albums/x/01.jpg',
      'https://cdn.example/a.jpg',
      'http://a.example/b',
    ]) {
      expect(image.safeParse(url).success, url).toBe(true);
    }
    for (const url of [
      '',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '/api/usuarios',
      '/media/../x',
      '//evil.example/a.jpg',
      '/media/a b.jpg',
    ]) {
      expect(image.safeParse(url).success, url).toBe(false);
    }
  });

  it('takes links that are empty, http(s) or a path of the site', () => {
    for (const url of ['', 'https://a.example', '/evento/0123456789abcdef01234567']) {
      expect(clickLinkSchema.safeParse(url).success, url).toBe(true);
    }
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'www.example.com',
      'mailto:x@y.z',
    ]) {
      expect(clickLinkSchema.safeParse(url).success, url).toBe(false);
    }
  });

  it('knows the upload folders, and nothing path-like', () => {
    expect(UPLOAD_FOLDERS).toEqual(['noticias', 'albums', 'agenda', 'banners', 'publicidad', 'usuarios']);
    expect(uploadFolderSchema.safeParse('../noticias').success).toBe(false);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('request schemas', () => {
  it('drops unknown fields (editor, fotoEditor, _id…) from a news item', () => {
    const parsed = createNewsRequestSchema.parse({
      provincia: 'salta',
      img_portada: '/media/noticias/a.jpg',
      titulo: ' Título ',
      descripcion: 'Resumen',
      editor: 'Otro',
      fotoEditor: '/x.jpg',
      _id: '0123456789abcdef01234567',
    });
    expect(parsed).toEqual({
      provincia: 'Salta',
      img_portada: '/media/noticias/a.jpg',
      titulo: 'Título',
      descripcion: 'Resumen',
      texto: '',
    });
  });

  it('keeps an update partial: absent fields stay absent', () => {
    expect(updateNewsRequestSchema.parse({ id: '0123456789abcdef01234567', titulo: 'Nuevo' })).toEqual({
      id: '0123456789abcdef01234567',
      titulo: 'Nuevo',
    });
  });

  it('makes the first photo the cover unless another one is chosen', () => {
    const album = { nombre: 'A', ph: 'B', fecha: '2026-01-02', fotos: ['/media/a.jpg', '/media/b.jpg'] };
    expect(createAlbumRequestSchema.parse(album).portada).toBe('/media/a.jpg');
    expect(createAlbumRequestSchema.parse({ ...album, portada: '' }).portada).toBe('/media/a.jpg');
    expect(createAlbumRequestSchema.parse({ ...album, portada: '/media/b.jpg' }).portada).toBe(
      '/media/b.jpg',
    );
    expect(createAlbumRequestSchema.safeParse({ ...album, portada: '/media/c.jpg' }).success).toBe(false);
  });

  it('takes ad slots as integers 0–8 and dates in order', () => {
    const ad = {
      nombre_cliente: 'C',
      ingreso: '2026-01-01',
      egreso: '2026-01-01',
      foto: '/media/publicidad/a.jpg',
      colocar_en: [{ inicio: 0, noticias: 8, agenda: 1, galeria: 2 }],
    };
    expect(createAdRequestSchema.parse(ad).link).toBe('');
    expect(
      createAdRequestSchema.safeParse({ ...ad, colocar_en: [{ ...ad.colocar_en[0], inicio: 9 }] }).success,
    ).toBe(false);
    expect(
      createAdRequestSchema.safeParse({ ...ad, colocar_en: [{ ...ad.colocar_en[0], inicio: 0.5 }] }).success,
    ).toBe(false);
    expect(createAdRequestSchema.safeParse({ ...ad, egreso: '2025-12-31' }).success).toBe(false);
  });

  it('assigns only the two kinds of banner image', () => {
    expect(
      assignBannerRequestSchema.safeParse({ tipo: 'bannerMobile', image_url: '/media/banners/a.jpg' })
        .success,
    ).toBe(true);
    expect(
      assignBannerRequestSchema.safeParse({ tipo: 'url', image_url: '/media/banners/a.jpg' }).success,
    ).toBe(false);
  });
});
