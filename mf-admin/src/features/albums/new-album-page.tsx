import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { usePageTitle } from '@portal/ui';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { PageHeader } from '../../shared/ui/page-header';
import { currentUserAtom, fullName } from '../session/current-user';
import { AlbumForm } from './album-form';
import { createAlbum, type AlbumFields } from './albums-api';

const create = async (fields: AlbumFields) => (await createAlbum(fields)).msg || 'Álbum creado.';

/** /nuevoalbum: PH defaults to the signed-in user's name; after creating, a fresh form in 1.5 s. */
export default function NewAlbumPage() {
  usePageTitle('Nuevo álbum');
  const me = useAtomValue(currentUserAtom);
  const later = useDelayedNavigate();
  // Spec §4: "reload /nuevoalbum after 1.5 s": a new form replaces the sent one.
  const [round, setRound] = useState(0);

  return (
    <>
      <PageHeader title="Nuevo álbum" />
      <AlbumForm
        key={round}
        initial={{ nombre: '', fecha: '', ph: me ? fullName(me) : '' }}
        submitLabel="SUBIR"
        target={IMAGE_TARGETS.newImage}
        save={create}
        onSaved={() =>
          later(() => {
            setRound((n) => n + 1);
            window.scrollTo(0, 0);
          })
        }
      />
    </>
  );
}
