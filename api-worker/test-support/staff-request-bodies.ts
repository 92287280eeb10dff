/**
 * A valid body for each staff create call, for the tests that drive every route (the
 * authorization matrix, the hostile-input suite). A new object per call: callers spread into it.
 */
export const newsCreateBody = () => ({
  provincia: 'Salta',
  img_portada: '/media/noticias/portada.jpg',
  titulo: 'Título',
  descripcion: 'Resumen',
  texto: '<p>Texto</p>',
});

export const albumCreateBody = () => ({
  nombre: 'Álbum',
  ph: 'Ana',
  fecha: '2026-05-01',
  fotos: ['/media/albums/a.jpg'],
});

export const eventCreateBody = () => ({
  titulo: 'Peña',
  flayer: '/media/agenda/flayer.jpg',
  texto: '<p>Folclore</p>',
  provincia: 'Tucuman',
  fecha: '2026-07-09',
  direccion: 'Plaza',
  horario: '21 hs',
});

export const adCreateBody = () => ({
  nombre_cliente: 'Cliente',
  ingreso: '2026-01-01',
  egreso: '2026-12-31',
  link: 'https://example.com',
  foto: '/media/publicidad/a.jpg',
  colocar_en: [{ inicio: 1, noticias: 0, agenda: 0, galeria: 8 }],
});
