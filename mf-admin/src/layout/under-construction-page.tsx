import { usePageTitle } from '@portal/ui';
import styles from './admin-layout.module.css';

/** Placeholder for the content screens of the next issue, so every sidebar link leads somewhere. */
export default function UnderConstructionPage() {
  usePageTitle('Sección en construcción');
  return (
    <section className={styles.construction}>
      <h1>Sección en construcción</h1>
      <p>Esta pantalla del panel estará disponible en breve.</p>
    </section>
  );
}
