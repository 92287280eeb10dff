import { useCallback } from 'react';
import { usePageTitle } from '@portal/ui';
import type { ScreenProps } from '../../shared/screen-props';
import { updateUser, useUser } from '../../shared/api/users-api';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { IMAGE_TARGETS } from '../../shared/images/prepare-image';
import { prepareAndUpload } from '../../shared/images/upload-image';
import { PageHeader } from '../../shared/ui/page-header';
import { ScreenLoading } from '../../shared/ui/screen-loading';
import { UserForm, type UserFormValues, type UserSaveOutcome } from './user-form';
import styles from './users.module.css';

/**
 * /editarusuario/:id: names, email, username, photo and privileges, and a new password when the
 * administrator types one (twice); without it the password is kept. A new one ends the user's
 * sessions (the server does that).
 */
export default function EditUserPage({ params }: ScreenProps) {
  usePageTitle('Editar usuario');
  const id = params.id;
  const { data, error, loading, reload } = useUser(id);
  useLoginOnSessionLoss(error);
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  const user = data?.usuario[0];

  const save = useCallback(
    async ({
      nombre,
      apellido,
      email,
      username,
      contraseña,
      privilegios,
      photo,
    }: UserFormValues): Promise<UserSaveOutcome> => {
      if (!user) return 'failed';
      try {
        const foto = photo
          ? (await prepareAndUpload(photo, 'usuarios', IMAGE_TARGETS.editImage)).url
          : user.foto;
        await updateUser({
          id: user._id,
          nombre,
          apellido,
          email: email.trim(),
          username: username.trim(),
          foto,
          privilegios,
          // Sent only when typed: PUT /api/usuario keeps the password without it.
          ...(contraseña ? { contraseña } : {}),
        });
        void show({ kind: 'success', title: 'Actualizado con exito!' });
        reload();
        return 'saved';
      } catch (failure) {
        void reportFailure(failure);
        return 'failed';
      }
    },
    [user, show, reload, reportFailure],
  );

  return (
    <>
      <PageHeader title="Editar usuario" />
      {user ? (
        <UserForm
          key={user._id}
          initial={{
            nombre: user.nombre,
            apellido: user.apellido,
            email: user.email,
            username: user.username,
            privilegios: user.privilegios,
            contraseña: '',
            repita: '',
          }}
          currentPhoto={user.foto || undefined}
          password="reset"
          submitLabel="ACTUALIZAR"
          onSubmit={save}
          show={show}
        />
      ) : loading ? (
        <ScreenLoading />
      ) : (
        <p className={styles.notFound}>{error?.message ?? 'No se encontró el usuario.'}</p>
      )}
      {dialog}
    </>
  );
}
