// An album's unsaved work (DESIGN §11): only its text fields (name, date, PH) are kept in the
// browser. The photos chosen are files, which localStorage cannot hold (and a copy of thirty
// photos would not fit in it): leaving with new photos asks all the same, and says they are lost.

/** What the leave question says on the album screens. */
export const ALBUM_LEAVE_TEXT =
  'Lo que cambiaste todavía no se guardó. Si salís, el nombre, la fecha y el PH quedan en este navegador para recuperarlos al volver a abrir esta pantalla; las fotos elegidas, no.';

/** Said after the offer of a kept copy. */
export const ALBUM_KEPT_COPY_NOTE = 'Las fotos no se guardan en el navegador: hay que volver a elegirlas.';
