/**
 * The audit log's codes in Spanish words, for the back office's 'Actividad' screen. Zod-free:
 * the rows are plain data. Every `accion` and `recurso` the server records has a label here
 * (api-worker/src/audit/audit.test.ts checks it against real rows); a code it does not know yet
 * is shown readable rather than raw.
 */

/** The `usuario` of what the system does by itself (scheduled publishing): never a username. */
export const SYSTEM_AUDIT_USER = '(sistema)';

/** What each action is called in the log. Release changes may come joined with '+'. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  crear: 'Creación',
  editar: 'Edición',
  borrar: 'Borrado',
  publicar: 'Publicación',
  programar: 'Programación',
  despublicar: 'Despublicación',
  restaurar: 'Restauración de una versión',
  'enviar-revision': 'Envío a revisión',
  'retirar-revision': 'Retiro de la revisión',
  aprobar: 'Aprobación',
  devolver: 'Devolución al autor',
  papelera: 'Envío a la papelera',
  recuperar: 'Recuperación de la papelera',
  purgar: 'Eliminación definitiva',
  'cambiar-privilegios': 'Cambio de privilegios',
  'registrar-version': 'Registro de una versión',
  activar: 'Activación de una versión',
  candidata: 'Cambio de candidata',
  canary: 'Cambio del porcentaje de prueba',
  archivar: 'Archivo de una versión',
  desarchivar: 'Recuperación de una versión archivada',
  login: 'Ingreso',
  'login-rechazado': 'Ingreso rechazado',
};

/** What each resource is called in the log, and in its filter. */
export const AUDIT_RESOURCE_LABELS: Readonly<Record<string, string>> = {
  noticia: 'Noticia',
  evento: 'Evento',
  album: 'Álbum',
  publicidad: 'Publicidad',
  banner: 'Banner central',
  imagen: 'Imagen',
  usuario: 'Usuario',
  seccion: 'Sección',
  sesion: 'Sesión',
  categoria: 'Categoría',
  portada: 'Portada',
  'ultimo-momento': 'Último momento',
};

/**
 * What the log calls the items that are one of a kind (the front page, the breaking bar, the
 * banner): the same words as their resource, never their internal id.
 */
export const SINGLE_AUDIT_ITEMS: Readonly<Record<string, string>> = {
  banner: 'Banner central',
  portada: 'Portada',
  'ultimo-momento': 'Último momento',
};

/** 'login-rechazado' → 'Login rechazado': an unknown code, readable. */
const readable = (code: string) => {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'candidata+canary' → 'Cambio de candidata y cambio del porcentaje de prueba'. */
export function auditActionLabel(accion: string): string {
  const [first = '', ...rest] = accion.split('+').map((part, index) => {
    const label = AUDIT_ACTION_LABELS[part] ?? readable(part);
    return index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
  const last = rest.pop();
  return last === undefined ? first : `${[first, ...rest].join(', ')} y ${last}`;
}

export const auditResourceLabel = (recurso: string): string =>
  AUDIT_RESOURCE_LABELS[recurso] ?? readable(recurso);

/** The system shows as 'Sistema'; a person by their username. */
export const auditUserLabel = (usuario: string): string =>
  usuario === SYSTEM_AUDIT_USER ? 'Sistema' : usuario;

/** True when every part of an action (and its resource) has its own label (for tests). */
export const isLabelledAudit = (accion: string, recurso: string): boolean =>
  accion.split('+').every((part) => part in AUDIT_ACTION_LABELS) && recurso in AUDIT_RESOURCE_LABELS;
