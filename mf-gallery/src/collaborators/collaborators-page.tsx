import { Breadcrumb, usePageTitle } from '@portal/ui';
import { COLLABORATORS } from './collaborators';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from './portrait';
import styles from './collaborators-page.module.css';

/**
 * /colaboradores: ten photos; one opens large in a pop-up that an outside click and Escape close.
 * Each pop-up is in the page, a popover of its card's button: the browser opens and closes it
 * before (or without) the code, and gives the focus back to the card.
 */
/** Each pop-up's id: the same in the server's HTML and in the browser (never useId, see eslint.config.js). */
const popupId = (index: number) => `colaborador-${index + 1}`;

export default function CollaboratorsPage() {
  usePageTitle('Colaboradores');

  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Colaboradores' }]} />
      <h1 id="collaborators-title" className={styles.heading}>
        Colaboradores
      </h1>
      <ul className={styles.grid} aria-labelledby="collaborators-title">
        {COLLABORATORS.map((person, index) => (
          <li key={person.name}>
            <button type="button" className={styles.card} popoverTarget={popupId(index)}>
              <img
                src={person.photo}
                alt=""
                width={PORTRAIT_WIDTH}
                height={PORTRAIT_HEIGHT}
                loading={index < 5 ? 'eager' : 'lazy'}
              />
              <span className={styles.caption}>
                <span className={styles.name}>{person.name}</span>
                <span className={styles.role}>{person.role}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {/* Each card's photo, large: outside the list, in the top layer when shown. */}
      {COLLABORATORS.map((person, index) => (
        <div
          key={person.name}
          id={popupId(index)}
          popover="auto"
          role="dialog"
          aria-labelledby={`${popupId(index)}-nombre`}
          className={styles.modal}
        >
          <img
            src={person.photo}
            alt={`Foto de ${person.name}`}
            width={PORTRAIT_WIDTH * 2}
            height={PORTRAIT_HEIGHT * 2}
            loading="lazy"
            className={styles.modalImage}
          />
          <div className={styles.modalCaption}>
            <h2 id={`${popupId(index)}-nombre`} className={styles.modalName}>
              {person.name}
            </h2>
            <p className={styles.role}>{person.role}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label="Cerrar"
            popoverTarget={popupId(index)}
            popoverTargetAction="hide"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
