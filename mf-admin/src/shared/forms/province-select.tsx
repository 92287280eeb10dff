import { PROVINCE_OPTIONS } from '@portal/contracts';
import { SelectField } from './select-field';

/**
 * The back-office province select (news, events), in the spec's order. A stored name that is not
 * one of the options (older content) stays selectable, so saving never changes it silently.
 */
export function ProvinceSelect({ value, onChange }: { value: string; onChange: (province: string) => void }) {
  const options: readonly string[] =
    value && !PROVINCE_OPTIONS.some((province) => province === value)
      ? [...PROVINCE_OPTIONS, value]
      : PROVINCE_OPTIONS;
  return (
    <SelectField
      label="Provincia"
      name="provincia"
      required
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
