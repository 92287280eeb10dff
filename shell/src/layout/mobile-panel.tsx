import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { MOBILE_NEWS_PROVINCES, type Categoria } from '@portal/contracts';
import { Logo } from '@portal/ui';
import { NewsMenu } from './news-menu';
import { SearchForm } from './search-form';
import styles from './mobile-panel.module.css';

interface MobilePanelProps {
  open: boolean;
  categories: readonly Pick<Categoria, 'nombre' | 'slug'>[];
  onClose: () => void;
}

/** The phone menu: a side panel that only its close button (or a link) dismisses, as the spec asks. */
export default function MobilePanel({ open, categories, onClose }: MobilePanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby={undefined}
        >
          <div className={styles.top}>
            <Dialog.Title asChild>
              <span>
                <Logo width={130} />
                <span className="visually-hidden">Menú</span>
              </span>
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Cerrar menú">
              ×
            </Dialog.Close>
          </div>
          <SearchForm onSearch={onClose} />
          <nav
            className={styles.nav}
            aria-label="Secciones (móvil)"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('a')) onClose();
            }}
          >
            <NewsMenu provinces={MOBILE_NEWS_PROVINCES} categories={categories} limit={10} inPanel />
            <Link to="/agenda/12/1">Agenda</Link>
            <Link to="/albums/9/1">Galería</Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
