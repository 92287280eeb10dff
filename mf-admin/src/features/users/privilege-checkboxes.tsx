import { PRIVILEGES, type Privilege } from '@portal/contracts';
import formStyles from '../../shared/forms/form.module.css';
import styles from './privilege-checkboxes.module.css';

/** The privilege checkboxes of the user forms (every one of PRIVILEGES), in the spec's order. */
export function PrivilegeCheckboxes({
  value,
  onChange,
}: {
  value: Privilege[];
  onChange: (next: Privilege[]) => void;
}) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={`${formStyles.label} ${formStyles.legend}`}>Privilegios</legend>
      <div className={styles.options}>
        {PRIVILEGES.map((privilege) => (
          <label key={privilege} className={styles.option}>
            <input
              type="checkbox"
              name="privilegios"
              value={privilege}
              checked={value.includes(privilege)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? PRIVILEGES.filter((p) => p === privilege || value.includes(p))
                    : value.filter((p) => p !== privilege),
                )
              }
            />
            <span>{privilege}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
