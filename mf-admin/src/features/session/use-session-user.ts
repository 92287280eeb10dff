import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentUserAtom } from './current-user';
import { clearDisplayData, saveDisplayData } from './display-data';
import { fetchSessionUser } from './session-api';

/**
 * The signed-in user for the admin layout. Asks the server on every admin route change (the
 * cookie is the truth: it may have expired or been ended by a password change); while a known
 * user is being re-checked the screen keeps showing. Any failure sends the visitor to /login, as
 * the spec does when the sidebar cannot load the user.
 */
export function useSessionUser() {
  const [user, setUser] = useAtom(currentUserAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    fetchSessionUser(controller.signal)
      .then((usuario) => {
        setUser(usuario);
        saveDisplayData(usuario);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setUser(null);
        clearDisplayData();
        navigate('/login', { replace: true });
      });
    return () => controller.abort();
  }, [pathname, navigate, setUser]);

  return user;
}
