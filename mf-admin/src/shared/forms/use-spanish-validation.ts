import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The browser's own check of a field, said in Spanish whatever language the browser speaks. */
function spanishMessage(field: Field): string {
  const { validity } = field;
  if (validity.valueMissing) return 'Complete este campo.';
  if (validity.badInput) return 'Ingrese un valor válido.';
  if (validity.typeMismatch) {
    return field.type === 'email'
      ? 'Ingrese un email válido.'
      : 'Ingrese una dirección válida, por ejemplo https://…';
  }
  if (field instanceof HTMLInputElement) {
    if (validity.rangeUnderflow) return `El valor debe ser ${field.min} o mayor.`;
    if (validity.rangeOverflow) return `El valor debe ser ${field.max} o menor.`;
    if (validity.stepMismatch) return 'Ingrese un número entero.';
  }
  return '';
}

/**
 * Gives a form's native validation bubbles Spanish text (required fields, numbers out of range,
 * malformed addresses): `const ref = useSpanishValidation(); <form ref={ref}>`.
 */
export function useSpanishValidation() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const onInvalid = (event: Event) => {
      const field = event.target as Field;
      field.setCustomValidity('');
      field.setCustomValidity(spanishMessage(field));
    };
    // A corrected field is checked afresh.
    const onInput = (event: Event) => (event.target as Field).setCustomValidity?.('');
    form.addEventListener('invalid', onInvalid, true);
    form.addEventListener('input', onInput, true);
    form.addEventListener('change', onInput, true);
    return () => {
      form.removeEventListener('invalid', onInvalid, true);
      form.removeEventListener('input', onInput, true);
      form.removeEventListener('change', onInput, true);
    };
  }, []);
  return ref;
}
