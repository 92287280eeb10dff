import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormWatch } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { guardHistory } from '@portal/ui/history-guard';
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

/** Options of a screen's guard. */
export interface UnsavedWorkOptions {
  /** What the question says instead of the default (a screen that keeps only part of its work). */
  leaveText?: string;
}

/**
 * No edit screen loses work without a word (DESIGN §11): while the form holds changes the server
 * does not have, leaving asks first — a link inside the portal with the back office's dialog,
 * closing or reloading the tab with the browser's own question — and every change is kept in this
 * browser (the user's own unsent text: the one exception to "display data only", §11) until a save
 * succeeds. A copy found when the screen opens is offered back ('Recuperar' / 'Descartar').
 *
 * (The portal's router is a BrowserRouter, which has no useBlocker: links are guarded where they
 * are clicked, and the browser's Back and Forward through the shell's history guard, both before
 * the router sees them. The screens' own navigate() calls come after a save.)
 */
export function useUnsavedWork<Values>(
  key: string,
  confirm: (request: ConfirmRequest) => Promise<boolean>,
  { leaveText }: UnsavedWorkOptions = {},
) {
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

  useLeaveGuard(dirty, confirm, leaveText ? { ...LEAVE_QUESTION, text: leaveText } : LEAVE_QUESTION);
  return { offered, dirty, keep, mark, saved, recover, discard };
}

/** The router's index of the current history entry (react-router keeps it in `history.state.idx`). */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * While `active`, leaving the screen asks first, once: a link inside the portal, the browser's
 * Back and Forward (with the same dialog), closing or reloading the tab (the browser's question).
 * Once the user chose to leave, nothing asks again on the way out.
 */
function useLeaveGuard(
  active: boolean,
  confirm: (request: ConfirmRequest) => Promise<boolean>,
  question: ConfirmRequest,
) {
  const navigate = useNavigate();
  const ask = useRef(confirm);
  ask.current = confirm;
  const questionRef = useRef(question);
  questionRef.current = question;
  useEffect(() => {
    if (!active) return;
    /** The user chose 'Salir sin guardar': the way out is free. */
    let leaving = false;
    /** The question is on screen: another try to leave waits for its answer instead of asking again. */
    let asking = false;
    /** A Back or Forward is being undone (history.go): its popstate is ours, not the router's. */
    let restoring = false;
    /** The screen's own history entry. */
    const here = historyIndex();

    const askToLeave = (leave: () => void) => {
      if (asking) return;
      asking = true;
      void ask.current(questionRef.current).then((confirmed) => {
        asking = false;
        if (!confirmed) return;
        leaving = true;
        leave();
      });
    };

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    // Capture phase on the document: before React's handlers and the router's Link see the click.
    const onClick = (event: MouseEvent) => {
      if (leaving || event.defaultPrevented || event.button !== 0) return;
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
      askToLeave(() => navigate(`${to.pathname}${to.search}${to.hash}`));
    };
    // Back and Forward within the portal: the browser has already moved to the other entry when
    // `popstate` arrives, and BrowserRouter has no blocker. The shell's history guard (installed
    // before the router, packages/ui history-guard.ts) asks this one first and keeps the event
    // from the router when it is taken: the screen's entry is put back (history.go by as many
    // entries, whose own popstate is taken too) and the user is asked; leaving makes the same move
    // again with the guard off, and the router takes it then. (An entry of another document is no
    // popstate: the browser unloads, and beforeunload asks.)
    const onPopState = () => {
      if (leaving) return false;
      const to = historyIndex();
      if (restoring && to === here) {
        restoring = false;
        return true;
      }
      // Entries the router did not write (a #fragment) say nothing of where they are: Back.
      const delta = to !== undefined && here !== undefined ? to - here : -1;
      if (delta === 0) return false;
      restoring = true;
      window.history.go(-delta);
      askToLeave(() => window.history.go(delta));
      return true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const unguard = guardHistory(onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      unguard();
      document.removeEventListener('click', onClick, true);
    };
  }, [active, navigate]);
}

/** The offer of a kept copy, above the form: 'Recuperar' puts it back, 'Descartar' forgets it. */
export function KeptCopyOffer({
  copy,
  onRecover,
  onDiscard,
  note,
}: {
  copy: KeptCopy<unknown> | undefined;
  onRecover: () => void;
  onDiscard: () => void;
  /** What the copy does not hold, said after it (an album's photos). */
  note?: string;
}) {
  if (!copy) return null;
  return (
    <section className={styles.keptCopy} aria-label="Copia sin guardar">
      <p>
        <strong>Hay una copia sin guardar</strong> de lo que escribiste en esta pantalla el{' '}
        {formatArgentinaDateTime(copy.guardado)}, guardada en este navegador.{note && ` ${note}`}
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

/**
 * Reports every change the user makes to a form (react-hook-form's `watch`), for `keep`. A rich-text
 * body (`richText`) reports the stored body once as its editor reads it: that first report is no
 * change. Fields in `ignore` are not the screen's work (a note for the editors). Returns whether
 * something changed since the form was drawn (true from the start when it `startsChanged`).
 */
export function useFormEdits<Fields extends FieldValues>(
  watch: UseFormWatch<Fields>,
  onChange: () => void,
  {
    richText,
    ignore = [],
    startsChanged = false,
  }: { richText?: Path<Fields>; ignore?: readonly Path<Fields>[]; startsChanged?: boolean } = {},
) {
  const changed = useRef(startsChanged);
  const bodyReports = useRef(0);
  const report = useRef(onChange);
  report.current = onChange;
  const ignored = useRef(ignore);
  ignored.current = ignore;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name && ignored.current.includes(name)) return;
      if (name === richText && bodyReports.current++ === 0) return;
      changed.current = true;
      report.current();
    });
    return () => subscription.unsubscribe();
  }, [watch, richText]);
  return changed;
}
