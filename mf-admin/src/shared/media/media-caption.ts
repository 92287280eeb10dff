import { auditResourceLabel, MEDIA_HIDDEN_USE_TITLE, type Medio } from '@portal/contracts';

/**
 * What the picker calls an image: its alt text; else where it is shown ('Álbum: Carnaval 2026',
 * 'Noticia: …'); else its file's name. Uploads are named 01.jpg, 02.jpg… so a name alone says
 * nothing of the picture.
 */
export function mediaCaption({ alt, usos, url }: Pick<Medio, 'alt' | 'usos' | 'url'>): string {
  if (alt.trim()) return alt.trim();
  const use = usos.find((item) => item.titulo && item.titulo !== MEDIA_HIDDEN_USE_TITLE) ?? usos[0];
  if (use) {
    const kind = auditResourceLabel(use.recurso);
    return use.titulo && use.titulo !== MEDIA_HIDDEN_USE_TITLE
      ? `${kind}: ${use.titulo}`
      : `${kind} no publicada`;
  }
  return url.split('/').at(-1) ?? url;
}
