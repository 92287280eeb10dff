import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { currentUserAtom } from '../../features/session/current-user';
import type { ConfirmRequest } from '../dialogs/confirm-dialog';
import { formatArgentinaDateTime } from '../time/argentina-time';
import { buttonClass } from '../ui/button-class';
import styles from './form.module.css';

/**
 * Where a form's unsent text is kept: one entry per user and item ('<user>:<kind>:<id>', or
 * ':nueva'), so that someone else signing in on this browser is never offered it.
 */
const STORAGE_PREFIX = 'portal:sin-guardar:';

/** What is kept: the form's values and when they were typed. */
export interface KeptCopy<Values> {
  values: Values;
  guardado: string;
}

function readCopy<Values>(storageKey: string): KeptCopy<Values> | undefined {
  try {
    const text = localStorage.getItem(storageKey);
    const copy = text ? (JSON.parse(text) as KeptCopy<Values>) : undefined;
    return copy && typeof copy === 'object' && copy.values ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** localStorage may be full or refused (private modes): the guard still asks, nothing breaks. */
function writeCopy(storageKey: string, copy: KeptCopy<unknown> | undefined) {
  try {
    if (copy) localStorage.setItem(storageKey, JSON.stringify(copy));
    else localStorage.removeItem(storageKey);
  } catch {
    // Nothing to keep it in.
  }
}

const LEAVE_QUESTION: ConfirmRequest = {
  title: 'Hay cambios sin guardar',
  text: 'Lo que escribiste todavía no se guardó. Si salís, queda una copia en este navegador para recuperarla al volver a abrir esta pantalla.',
  confirmLabel: 'Salir sin guardar',
  cancelLabel: 'Seguir editando',
  danger: true,
};

/**
 * No edit screen loses work without a word (DESIGN §11): while the form holds changes the server
 * does not have, leaving asks first — a link inside the portal with the back office's dialog,
 * closing or reloading the tab with the browser's own question — and every change is kept in this
 * browser (the user's own unsent text: the one exception to "display data only", §11) until a save
 * succeeds. A copy found when the screen opens is offered back ('Recuperar' / 'Descartar').
 *
 * (The portal's router is a BrowserRouter, which has no useBlocker: links are guarded where they
 * are clicked, before the router sees them. Every navigation of the back office is a link; the
 * screens' own navigate() calls come after a save.)
 */
export function useUnsavedWork<Values>(key: string, confirm: (request: ConfirmRequest) => Promise<boolean>) {
  const user = useAtomValue(currentUserAtom)?._id ?? '';
  const storageKey = `${STORAGE_PREFIX}${user}:${key}`;
  const [offered, setOffered] = useState(() => readCopy<Values>(storageKey));
  // The session is known before any screen opens; should the user change, so does the offer.
  const [offeredFor, setOfferedFor] = useState(storageKey);
  if (offeredFor !== storageKey) {
    setOfferedFor(storageKey);
    setOffered(readCopy<Values>(storageKey));
  }
  const [dirty, setDirty] = useState(false);
  /** Changes since the screen opened: a save clears the copy only if none came while it was on its way. */
  const edits = useRef(0);

  /** A change the server does not have yet: kept, and leaving asks. */
  const keep = useCallback(
    (values: Values) => {
      edits.current += 1;
      writeCopy(storageKey, { values, guardado: new Date().toISOString() });
      setDirty(true);
    },
    [storageKey],
  );

  /** Marks the moment a save starts; `saved(mark)` after it succeeded. */
  const mark = useCallback(() => edits.current, []);
  /** The server has what was typed up to `upTo` (all of it by default): the copy goes. */
  const saved = useCallback(
    (upTo = edits.current) => {
      if (upTo !== edits.current) return;
      writeCopy(storageKey, undefined);
      setDirty(false);
    },
    [storageKey],
  );

  /** 'Recuperar': the kept values, for the form to take; they stay kept until saved. */
  const recover = useCallback(() => {
    const values = offered?.values;
    setOffered(undefined);
    if (values) {
      writeCopy(storageKey, { values, guardado: new Date().toISOString() });
      setDirty(true);
    }
    return values;
  }, [offered, storageKey]);

  /** 'Descartar': the kept copy is forgotten. */
  const discard = useCallback(() => {
    setOffered(undefined);
    if (!dirty) writeCopy(storageKey, undefined);
  }, [dirty, storageKey]);

  useLeaveGuard(dirty, confirm);
  return { offered, dirty, keep, mark, saved, recover, discard };
}

/** While `active`: a link that leaves the screen asks first; closing or reloading the tab too. */
function useLeaveGuard(active: boolean, confirm: (request: ConfirmRequest) => Promise<boolean>) {
  const navigate = useNavigate();
  const ask = useRef(confirm);
  ask.current = confirm;
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    // Capture phase on the document: before React's handlers and the router's Link see the click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const to = new URL(link.href, location.href);
      // Another site is a document load: beforeunload asks for it.
      if (to.origin !== location.origin) return;
      if (to.pathname === location.pathname && to.search === location.search) return;
      event.preventDefault();
      event.stopPropagation();
      void ask.current(LEAVE_QUESTION).then((leave) => {
        if (leave) navigate(`${to.pathname}${to.search}${to.hash}`);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);
}

/** The offer of a kept copy, above the form: 'Recuperar' puts it back, 'Descartar' forgets it. */
export function KeptCopyOffer({
  copy,
  onRecover,
  onDiscard,
}: {
  copy: KeptCopy<unknown> | undefined;
  onRecover: () => void;
  onDiscard: () => void;
}) {
  if (!copy) return null;
  return (
    <section className={styles.keptCopy} aria-label="Copia sin guardar">
      <p>
        <strong>Hay una copia sin guardar</strong> de lo que escribiste en esta pantalla el{' '}
        {formatArgentinaDateTime(copy.guardado)}, guardada en este navegador.
      </p>
      <div className={styles.keptCopyActions}>
        <button type="button" className={buttonClass('primary', { small: true })} onClick={onRecover}>
          Recuperar
        </button>
        <button type="button" className={buttonClass('ghost', { small: true })} onClick={onDiscard}>
          Descartar
        </button>
      </div>
    </section>
  );
}
