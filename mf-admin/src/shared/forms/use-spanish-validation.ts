import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The browser's own check of a field, said in Spanish whatever language the browser speaks. */
function spanishMessage(field: Field): string {
  const { validity } = field;
  if (validity.valueMissing) return 'Completá este campo.';
  if (validity.badInput) return 'Ingresá un valor válido.';
  if (validity.typeMismatch) {
    return field.type === 'email'
      ? 'Ingresá un email válido.'
      : 'Ingresá una dirección válida, por ejemplo https://…';
  }
  if (field instanceof HTMLInputElement) {
    // A date's bound is said as the portal writes dates (dd-mm-yyyy), never as the ISO value.
    if (field.type === 'date') {
      if (validity.rangeUnderflow) return `La fecha debe ser el ${shortDate(field.min)} o posterior.`;
      if (validity.rangeOverflow) return `La fecha debe ser el ${shortDate(field.max)} o anterior.`;
    }
    if (validity.rangeUnderflow) return `El valor debe ser ${field.min} o mayor.`;
    if (validity.rangeOverflow) return `El valor debe ser ${field.max} o menor.`;
    if (validity.stepMismatch) return 'Ingresá un número entero.';
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    if (validity.tooShort) return `Ingresá al menos ${field.minLength} caracteres.`;
    if (validity.tooLong) return `Ingresá a lo sumo ${field.maxLength} caracteres.`;
  }
  if (validity.patternMismatch) return 'El valor no tiene el formato pedido.';
  // Anything else the browser would say in its own language.
  return validity.valid || validity.customError ? '' : 'Revisá este campo.';
}

/** `yyyy-mm-dd` → `dd-mm-yyyy`. */
const shortDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

/**
 * Gives a form's native validation bubbles Spanish text (required fields, numbers and dates out
 * of range, malformed addresses): `const ref = useSpanishValidation(); <form ref={ref}>`. Every
 * back-office form that leaves checks to the browser uses it: Chromium speaks its own UI
 * language there ('Please fill out this field.'), whatever the page's.
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
