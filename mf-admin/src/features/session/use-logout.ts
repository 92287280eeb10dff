import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { currentUserAtom } from './current-user';
import { clearDisplayData } from './display-data';
import { logout } from './session-api';

/** Ends the session on the server, forgets the display data and goes to /login (spec §4). */
export function useLogout() {
  const setUser = useSetAtom(currentUserAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // An already-ended session (e.g. after a password change) still leaves the browser signed out.
      console.error('Error al cerrar la sesión:', error);
    }
    clearDisplayData();
    setUser(null);
    navigate('/login', { replace: true });
  }, [navigate, setUser]);
}
