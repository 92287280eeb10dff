import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_PROVINCE } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { discardUploads } from '../../shared/images/delete-image';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload, type UploadedImage } from '../../shared/images/upload-image';
import { PageHeader } from '../../shared/ui/page-header';
import { createEvent } from './events-api';
import { EventForm, type EventFormValues } from './event-form';

const EMPTY_EVENT: EventFormValues = {
  titulo: '',
  fecha: '',
  direccion: '',
  horario: '',
  provincia: DEFAULT_PROVINCE,
  texto: '',
  flayer_alt: '',
  flayer_credito: '',
};

/**
 * /nuevoevento: a flyer is required; the server's message, then the agenda list. What is typed is
 * kept in the browser until then (the flyer file cannot be: it is chosen again).
 */
export default function NewEventPage() {
  usePageTitle('Nuevo evento');
  const navigate = useNavigate();
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  // What is typed is kept in this browser until the server has it, and leaving asks (DESIGN §11).
  const work = useUnsavedWork<EventFormValues>('evento:nueva', confirm);
  const [recovered, setRecovered] = useState<EventFormValues>();

  const create = useCallback(
    async ({ flyer, flyerMedio, flayer_alt, flayer_credito, ...values }: EventFormValues) => {
      if (!flyer && !flyerMedio) return show({ kind: 'warning', title: 'Elegí una imagen de portada.' });
      let uploaded: UploadedImage | undefined;
      let msg: string | undefined;
      const typedUpTo = work.mark();
      try {
        // A flyer picked from the library is saved by its URL and record: nothing is uploaded again.
        if (flyer) uploaded = await prepareAndUpload(flyer, 'agenda', IMAGE_TARGETS.newImage);
        ({ msg } = await createEvent({
          ...values,
          titulo: values.titulo.trim(),
          ...(uploaded
            ? { flayer: uploaded.url }
            : { flayer: flyerMedio!.url, flayer_medio: flyerMedio!._id }),
          // Sent only when written: the original client's body stays as it was.
          ...(flayer_alt && { flayer_alt }),
          ...(flayer_credito && { flayer_credito }),
        }));
      } catch (failure) {
        if (uploaded) void discardUploads([uploaded.public_id]);
        // The server's msg, or 'Ocurrió un error, intentá nuevamente.' (spec §8).
        return reportFailure(failure);
      }
      // The server has it: the copy in the browser goes.
      work.saved(typedUpTo);
      await show({ kind: 'success', title: msg || 'Evento creado.' });
      navigate('/agenda');
    },
    [show, reportFailure, navigate, work],
  );

  return (
    <>
      <PageHeader title="Nuevo evento" />
      <KeptCopyOffer
        copy={work.offered}
        onRecover={() => setRecovered(work.recover())}
        onDiscard={work.discard}
      />
      <EventForm
        key={recovered ? 'recuperado' : 'nuevo'}
        initial={recovered ? { ...EMPTY_EVENT, ...recovered } : EMPTY_EVENT}
        onEdit={work.keep}
        submitLabel="SUBIR"
        onSubmit={create}
        show={show}
      />
      {confirmDialog}
      {dialog}
    </>
  );
}
