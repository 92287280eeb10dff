import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { loginBodySchema, type LoginBody } from '@portal/contracts';
import { Logo, usePageTitle } from '@portal/ui';
import { errorMessage } from '../../shared/api/api-errors';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { TextField } from '../../shared/forms/text-field';
import { useSpanishValidation } from '../../shared/forms/use-spanish-validation';
import { firstError, useSchemaForm } from '../../shared/forms/use-schema-form';
import { SubmitButton } from '../../shared/ui/submit-button';
import { currentUserAtom } from './current-user';
import { readDisplayData, saveDisplayData, saveDisplayId } from './display-data';
import { fetchSessionUser, login } from './session-api';
import styles from './login-page.module.css';

/** /login: Usuario and Contraseña; on success the session cookie is set and the user goes to /admin. */
export default function LoginPage() {
  usePageTitle('Ingreso');
  const navigate = useNavigate();
  const setUser = useSetAtom(currentUserAtom);
  const messages = useMessageDialog();
  const { register, handleSubmit, formState } = useSchemaForm(loginBodySchema, {
    username: '',
    contraseña: '',
  });
  const validation = useSpanishValidation();

  // Someone already signed in who opens /login goes straight to the back office. Asked only when
  // this browser signed in before (its display data): without a session the 401 would be logged
  // as an error in every visitor's console.
  useEffect(() => {
    if (!readDisplayData()) return;
    const controller = new AbortController();
    fetchSessionUser(controller.signal)
      .then((usuario) => {
        setUser(usuario);
        navigate('/admin', { replace: true });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [navigate, setUser]);

  const warn = (title: string) => void messages.show({ kind: 'warning', title });

  async function submit({ username, contraseña }: LoginBody) {
    try {
      const { id } = await login(username.trim(), contraseña);
      saveDisplayId(id);
      // Then the user is looked up and their name and photo kept for display (spec §4).
      const usuario = await fetchSessionUser();
      saveDisplayData(usuario);
      setUser(usuario);
      navigate('/admin');
    } catch (error) {
      warn(errorMessage(error));
    }
  }

  return (
    <main className={styles.page} data-remote="mf-admin">
      <div className={styles.panel}>
        <div className={styles.brand}>
          <Logo width={190} tone="light" />
          <h1 className={styles.tagline}>Panel de administración</h1>
        </div>
        <form
          ref={validation}
          className={styles.card}
          onSubmit={handleSubmit(submit, (errors) => warn(firstError(errors)))}
          aria-label="Ingreso del personal"
        >
          <TextField
            label="Usuario"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...register('username')}
          />
          <TextField
            label="Contraseña"
            type="password"
            autoComplete="current-password"
            required
            {...register('contraseña')}
          />
          <SubmitButton busy={formState.isSubmitting} block>
            Login
          </SubmitButton>
        </form>
      </div>
      {messages.dialog}
    </main>
  );
}
