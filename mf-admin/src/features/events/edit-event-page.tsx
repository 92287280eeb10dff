import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { NotFound } from '../../shared/ui/not-found';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { updateEvent, useEvent } from './events-api';
import { EventForm, type EventFormValues } from './event-form';

/** /editarevento/:id: the same fields, loaded by id; ACTUALIZAR. */
export default function EditEventPage({ params }: ScreenProps) {
  usePageTitle('Editar evento');
  const { data, error, loading, reload } = useEvent(params.id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const event = data?.evento[0];

  const save = useCallback(
    async ({ flyer, flyerMedio, ...values }: EventFormValues) => {
      if (!event) return;
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
      reload();
      await show({ kind: 'success', title: 'Actualizado con exito!' });
    },
    [event, show, reportFailure, reload],
  );

  return (
    <>
      <PageHeader title="Editar evento" />
      {event ? (
        <EventForm
          key={`${event._id}:${event.flayer}`}
          initial={{
            titulo: event.titulo,
            fecha: event.fecha,
            direccion: event.direccion,
            horario: event.horario,
            provincia: event.provincia,
            texto: event.texto,
            flayer_alt: event.flayer_alt ?? '',
            flayer_credito: event.flayer_credito ?? '',
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
      {dialog}
    </>
  );
}
