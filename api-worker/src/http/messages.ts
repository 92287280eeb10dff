// The Spanish answers of the staff-access layer, in one place so that tests and handlers agree.
export const UNAUTHENTICATED_MESSAGE = 'Iniciá sesión para continuar.';
export const FORBIDDEN_MESSAGE = 'No tenés permiso para realizar esta acción.';
export const ORIGIN_REFUSED_MESSAGE = 'Solicitud rechazada: proviene de otro sitio.';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Demasiados intentos fallidos. Esperá unos minutos antes de volver a intentar.';
export const LOGGED_IN_MESSAGE = 'Sesión iniciada.';
export const LOGGED_OUT_MESSAGE = 'Sesión cerrada.';
export const MALFORMED_JSON_MESSAGE = 'El cuerpo de la solicitud no es JSON válido.';
export const INVALID_BODY_MESSAGE = 'Los datos enviados no son válidos.';
export const BODY_TOO_LARGE_MESSAGE = 'La solicitud es demasiado grande.';
export const NOT_JSON_MESSAGE = 'Envíe los datos en formato JSON (Content-Type: application/json).';
