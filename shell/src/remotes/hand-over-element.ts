// Apart from the React context: the first load reads it before React has been loaded.
/** `<script type="application/json" id="…">` of a server-rendered document holding its HandOver. */
export const HAND_OVER_ELEMENT_ID = 'datos-iniciales';
