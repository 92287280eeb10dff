import { useCallback, useState } from 'react';
import type { Evento } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { KeptCopyOffer, useUnsavedWork } from '../../shared/forms/unsaved-work';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { updateEvent, useEvent } from './events-api';
import { EventForm, type EventFormValues } from './event-form';

/**
 * /editarevento/:id: the same fields, loaded by id; ACTUALIZAR. What is typed is kept in the
 * browser until saved, and offered back when the event is opened again (DESIGN §11).
 */
export default function EditEventPage({ params }: ScreenProps) {
  usePageTitle('Editar evento');
  const { data, error, loading, reload } = useEvent(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const event = data?.evento[0];
  // What is typed is kept in this browser until the server has it, and leaving asks (DESIGN §11).
  const work = useUnsavedWork<EventFormValues>(`evento:${params.id}`, confirm);
  // 'Recuperar': the kept values on top of the event as it was loaded then (a save loads it again).
  const [recovered, setRecovered] = useState<{ values: EventFormValues; base: Evento }>();
  const recoveredHere = recovered && recovered.base === event ? recovered.values : undefined;

  const save = useCallback(
    async ({ flyer, flyerMedio, ...values }: EventFormValues) => {
      if (!event) return;
      const typedUpTo = work.mark();
      try {
        const flayer = flyer
          ? (await prepareAndUpload(flyer, 'agenda', IMAGE_TARGETS.editImage)).url
          : (flyerMedio?.url ?? event.flayer);
        await updateEvent(event._id, {
          ...values,
          titulo: values.titulo.trim(),
          flayer,
          // A flyer picked from the library goes with its record, which the server checks.
          ...(!flyer && flyerMedio && { flayer_medio: flyerMedio._id }),
        });
      } catch (failure) {
        return reportFailure(failure);
      }
      // The server has it: the copy in the browser goes.
      work.saved(typedUpTo);
      reload();
      await show({ kind: 'success', title: 'Actualizado con exito!' });
    },
    [event, show, reportFailure, reload, work],
  );

  return (
    <>
      <PageHeader title="Editar evento" />
      {event && (
        <KeptCopyOffer
          copy={work.offered}
          onRecover={() => {
            const values = work.recover();
            if (values) setRecovered({ values, base: event });
          }}
          onDiscard={work.discard}
        />
      )}
      {event ? (
        <EventForm
          key={`${event._id}:${event.flayer}${recoveredHere ? ':recuperado' : ''}`}
          onEdit={work.keep}
          initial={{
            titulo: event.titulo,
            fecha: event.fecha,
            direccion: event.direccion,
            horario: event.horario,
            provincia: event.provincia,
            texto: event.texto,
            flayer_alt: event.flayer_alt ?? '',
            flayer_credito: event.flayer_credito ?? '',
            ...recoveredHere,
          }}
          currentFlyer={event.flayer}
          submitLabel="ACTUALIZAR"
          onSubmit={save}
          show={show}
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <NotFound message={error?.message ?? 'No se encontró el evento.'} backTo="/agenda" />
      )}
      {confirmDialog}
      {dialog}
    </>
  );
}
