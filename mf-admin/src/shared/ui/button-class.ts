import styles from './buttons.module.css';

export type ButtonVariant = 'primary' | 'dark' | 'danger' | 'dangerSolid' | 'ghost';

/** The class list of a back-office button, for <button> and for links styled as buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  { small = false, block = false }: { small?: boolean; block?: boolean } = {},
): string {
  return [styles.button, styles[variant], small && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ');
}
