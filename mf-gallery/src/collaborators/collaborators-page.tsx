import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Breadcrumb, usePageTitle } from '@portal/ui';
import { COLLABORATORS, type Collaborator } from './collaborators';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from './portrait';
import styles from './collaborators-page.module.css';

/** /colaboradores: ten photos; one opens large in a modal that outside clicks and Escape close. */
export default function CollaboratorsPage() {
  usePageTitle('Colaboradores');
  const [selected, setSelected] = useState<Collaborator | null>(null);

  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Inicio', to: '/' }, { label: 'Colaboradores' }]} />
      <h1 id="collaborators-title" className={styles.heading}>
        Colaboradores
      </h1>
      <ul className={styles.grid} aria-labelledby="collaborators-title">
        {COLLABORATORS.map((person, index) => (
          <li key={person.name}>
            <button type="button" className={styles.card} onClick={() => setSelected(person)}>
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

      <Dialog.Root open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          {selected && (
            <Dialog.Content className={styles.modal}>
              <img
                src={selected.photo}
                alt={`Foto de ${selected.name}`}
                width={PORTRAIT_WIDTH * 2}
                height={PORTRAIT_HEIGHT * 2}
                className={styles.modalImage}
              />
              <div className={styles.modalCaption}>
                <Dialog.Title className={styles.modalName}>{selected.name}</Dialog.Title>
                <Dialog.Description className={styles.role}>{selected.role}</Dialog.Description>
              </div>
              <Dialog.Close className={styles.close} aria-label="Cerrar">
                ×
              </Dialog.Close>
            </Dialog.Content>
          )}
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
