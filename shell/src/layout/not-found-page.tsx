import { NOT_FOUND_DESCRIPTION } from '@portal/contracts';
import { NotFoundNotice, usePageTitle } from '@portal/ui';

/** Any path no section knows (the server answers its document 404: contracts' client routes). */
export function NotFoundPage() {
  // The server's document for such a path takes its title from here (the chrome's render).
  usePageTitle('Página no encontrada');
  return (
    <NotFoundNotice
      title="Página no encontrada"
      text={NOT_FOUND_DESCRIPTION}
      link={{ to: '/', label: 'Volver al inicio' }}
    />
  );
}
