import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '@portal/contracts';
import { NotFoundNotice, usePageTitle } from '@portal/ui';

/** Any path no section knows (the server answers its document 404: contracts' client routes). */
export function NotFoundPage() {
  // The server's document for such a path has the same title and description (missingPageHead).
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <NotFoundNotice
      title={NOT_FOUND_TITLE}
      text={NOT_FOUND_DESCRIPTION}
      link={{ to: '/', label: 'Volver al inicio' }}
    />
  );
}
