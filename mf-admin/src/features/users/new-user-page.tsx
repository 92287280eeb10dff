import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import { createUser } from '../../shared/api/users-api';
import { useFailureReport } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { PageHeader } from '../../shared/ui/page-header';
import { EMPTY_USER, UserForm, type UserFormValues, type UserSaveOutcome } from './user-form';

/** /nuevousuario: creates a staff member; the form empties on success (spec §4). */
export default function NewUserPage() {
  usePageTitle('Nuevo usuario');
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);

  const create = useCallback(
    async ({ repita: _unused, photo, ...values }: UserFormValues): Promise<UserSaveOutcome> => {
      try {
        const foto = photo ? (await prepareAndUpload(photo, 'usuarios', IMAGE_TARGETS.newImage)).url : '';
        const { msg } = await createUser({
          ...values,
          contraseña: values.contraseña ?? '',
          username: values.username.trim(),
          email: values.email.trim(),
          foto,
        });
        void show({ kind: 'success', title: msg });
        return 'created';
      } catch (error) {
        void reportFailure(error);
        return 'failed';
      }
    },
    [show, reportFailure],
  );

  return (
    <>
      <PageHeader title="Nuevo usuario" />
      <UserForm initial={EMPTY_USER} password="new" submitLabel="AGREGAR" onSubmit={create} show={show} />
      {dialog}
    </>
  );
}
