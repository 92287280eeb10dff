import { Link } from 'react-router-dom';
import { Breadcrumb, usePageTitle } from '@portal/ui';
import styles from './privacy-page.module.css';

/**
 * /privacidad (DESIGN §14): what the portal counts of its readers and what it does not, in a
 * reader's words. Keep it true to api-worker/src/audience (and docs/security.md, "Privacy").
 */
export default function PrivacyPage() {
  usePageTitle('Privacidad');
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Privacidad' }]} />
      <article className={styles.page}>
        <h1 className={styles.title}>Privacidad</h1>
        <p className={styles.lead}>
          Santiago Noticias cuenta sus lecturas por sí mismo, sin servicios de terceros. Esto es lo que
          contamos y lo que no.
        </p>

        <h2 className={styles.subtitle}>Qué contamos</h2>
        <ul className={styles.list}>
          <li>
            <strong>Cada página que se abre</strong> en el sitio, con su dirección; y si llegó desde otro
            sitio, solo el nombre de ese sitio (por ejemplo, google.com), nunca la dirección completa de la
            página de origen.
          </li>
          <li>
            <strong>Cuántas personas distintas leen cada día.</strong> Para distinguirlas sin saber quiénes
            son, calculamos un resumen cifrado (un <em>hash</em>) de la dirección IP, el navegador y el sitio,
            mezclado con una clave al azar que cambia cada día (según la fecha de Argentina) y se borra a las
            48 horas. Sin esa clave, nadie —tampoco nosotros— puede volver del resumen a la dirección, ni
            reconocer a la misma persona de un día para otro.
          </li>
          <li>
            <strong>Para los anunciantes</strong>, cuántas veces se mostró cada publicidad, cuántas veces
            estuvo a la vista (al menos la mitad en pantalla durante un segundo seguido) y cuántos clics
            recibió. Solo reciben totales por día.
          </li>
          <li>
            <strong>Las visitas de robots</strong> (buscadores, programas automáticos, navegadores sin
            pantalla y pedidos sin navegador) se separan: no cuentan como lecturas y solo se suman en un total
            aparte.
          </li>
        </ul>

        <h2 className={styles.subtitle}>Qué no hacemos</h2>
        <ul className={styles.list}>
          <li>No usamos cookies para contar, ni guardamos nada en su navegador.</li>
          <li>No guardamos su dirección IP.</li>
          <li>No hay programas de medición ni de publicidad de otras empresas en nuestras páginas.</li>
          <li>No armamos perfiles ni seguimos a nadie de un día a otro, ni de un sitio a otro.</li>
          <li>No vendemos ni compartimos datos de nuestros lectores.</li>
        </ul>

        <h2 className={styles.subtitle}>Para qué</h2>
        <p>
          Para saber qué se lee —de ahí sale <Link to="/">Lo más leído</Link>— y para dar a cada anunciante
          las cifras de lo que contrató.
        </p>
        <p className={styles.note}>
          El sitio usa una sola cookie, técnica y sin datos personales, cuando prueba una versión nueva de
          alguna de sus secciones, para que cada visitante vea siempre la misma; no sirve para contar.
        </p>
      </article>
    </div>
  );
}
