// What each of the section's pages says of itself in the portal's document (DESIGN §10): its
// HTTP status and head, made on the server from the answers its render fetched. Only src/server.ts
// imports this file: the browser's code never carries head data.
import { missingPageHead } from '@portal/contracts';
import { formatLongDate } from '@portal/ui';
import { sitePageHead, statusOfAnswer, type PageDescription, type RenderedPage } from '@portal/ui/server';
import { albumUrl, albumsPage } from './shared/gallery-api';

/** The album list ('Galerías'). */
export function describeAlbumList(page: RenderedPage): PageDescription {
  const { limit = '9', page: number = '1' } = page.params;
  return {
    status: statusOfAnswer(page.answer(albumsPage(limit, number))),
    head: sitePageHead(page, 'Galerías de fotos de los eventos de Santiago del Estero y de la región.'),
  };
}

/** An album: its name, date and photographer; its first photo is its picture. 404 when unknown. */
export function describeAlbumDetail(page: RenderedPage): PageDescription {
  const answer = page.answer(albumUrl(page.params.id ?? ''));
  const album = answer && 'data' in answer ? answer.data.album[0] : undefined;
  if (!album) return { status: 404, head: missingPageHead(page.title) };
  const photo = album.fotos[0] ?? album.portada;
  const byline = album.ph ? ` PH: ${album.ph}.` : '';
  return {
    status: 200,
    head: sitePageHead(page, `Fotos de ${album.nombre}. ${formatLongDate(album.fecha)}.${byline}`, {
      image: photo,
      imageAlt: album.fotos_detalle?.find((detail) => detail.url === photo)?.alt || album.nombre,
    }),
  };
}

export const describeCollaborators = (page: RenderedPage): PageDescription => ({
  status: 200,
  head: sitePageHead(page, 'Los fotógrafos y colaboradores de Santiago Noticias.'),
});
