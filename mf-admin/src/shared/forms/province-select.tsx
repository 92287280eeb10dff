import { PROVINCE_OPTIONS } from '@portal/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from './select-field';

/**
 * The back-office province select (news, events), in the spec's order. A stored name that is not
 * one of the options (older content) stays selectable, so saving never changes it silently.
 */
export function ProvinceSelect({ stored, ...field }: { stored: string } & UseFormRegisterReturn) {
  const options: readonly string[] =
    stored && !PROVINCE_OPTIONS.some((province) => province === stored)
      ? [...PROVINCE_OPTIONS, stored]
      : PROVINCE_OPTIONS;
  return <SelectField label="Provincia" required options={options} {...field} />;
}
