import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Message } from '../dialogs/message-dialog';
import { errorMessage, isSessionLost, logUnexpectedFailure } from './api-errors';

/**
 * Shows a failed call's Spanish message in an error dialog; if the session was lost meanwhile,
 * goes to /login once the dialog is closed (the typed form is not thrown away unannounced).
 */
export function useFailureReport(show: (message: Message) => Promise<void>) {
  const navigate = useNavigate();
  return useCallback(
    async (error: unknown) => {
      logUnexpectedFailure(error);
      await show({ kind: 'error', title: errorMessage(error) });
      if (isSessionLost(error)) navigate('/login', { replace: true });
    },
    [show, navigate],
  );
}

/** A screen whose data call answers 401 (session ended meanwhile) goes to /login. */
export function useLoginOnSessionLoss(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isSessionLost(error)) navigate('/login', { replace: true });
  }, [error, navigate]);
}
