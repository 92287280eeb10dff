import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { usePageTitle } from '@portal/ui';
import { useConfirmDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { useDelayedNavigate } from '../../shared/navigation/use-delayed-navigate';
import { PageHeader } from '../../shared/ui/page-header';
import { currentUserAtom, fullName } from '../session/current-user';
import { AlbumForm, type AlbumDetails } from './album-form';
import { createAlbum, type AlbumFields } from './albums-api';
import { ALBUM_KEPT_COPY_NOTE, ALBUM_LEAVE_TEXT } from './album-unsaved-work';

const create = async (fields: AlbumFields) => (await createAlbum(fields)).msg || 'Álbum creado.';

/**
 * /nuevoalbum: PH defaults to the signed-in user's name; after creating, a fresh form in 1.5 s.
 * The name, date and PH typed are kept in the browser until the album is created (DESIGN §11);
 * the chosen photos are files, which localStorage cannot hold: leaving asks, but they are lost.
 */
export default function NewAlbumPage() {
  usePageTitle('Nuevo álbum');
  const me = useAtomValue(currentUserAtom);
  const later = useDelayedNavigate();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const work = useUnsavedWork<AlbumDetails>('album:nueva', confirm, { leaveText: ALBUM_LEAVE_TEXT });
  const [recovered, setRecovered] = useState<AlbumDetails>();
  // Spec §4: "reload /nuevoalbum after 1.5 s": a new form replaces the sent one.
  const [round, setRound] = useState(0);
  const empty = { nombre: '', fecha: '', ph: me ? fullName(me) : '' };

  return (
    <>
      <PageHeader title="Nuevo álbum" />
      <KeptCopyOffer
        copy={work.offered}
        onRecover={() => setRecovered(work.recover())}
        onDiscard={work.discard}
        note={ALBUM_KEPT_COPY_NOTE}
      />
      <AlbumForm
        key={`${round}${recovered ? ':recuperado' : ''}`}
        initial={recovered ? { ...empty, ...recovered } : empty}
        submitLabel="SUBIR"
        target={IMAGE_TARGETS.newImage}
        save={create}
        work={work}
        onSaved={() =>
          later(() => {
            setRecovered(undefined);
            setRound((n) => n + 1);
            window.scrollTo(0, 0);
          })
        }
      />
      {confirmDialog}
    </>
  );
}
