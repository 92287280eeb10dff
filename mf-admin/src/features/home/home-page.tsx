import { useEffect, useState, type FormEvent } from 'react';
import { MAX_PINNED, type NoticiaListItem } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { TextField } from '../../shared/forms/text-field';
import {
  formatArgentinaDateTime,
  fromArgentinaInput,
  toArgentinaInput,
} from '../../shared/time/argentina-time';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { saveBreakingNews, savePinned, useBreakingNews, useHomeFeatured, useNewsToPin } from './home-api';
import styles from './home.module.css';

type Pinned = Pick<NoticiaListItem, '_id' | 'titulo' | 'provincia'>;

/**
 * /portada (edicion, DESIGN §12): the stories pinned to the home's featured block, in order
 * (dragged or moved with the arrows), and the 'Último momento' bar shown on every public page.
 */
export default function HomeCurationPage() {
  usePageTitle('Portada');
  const { show, dialog } = useMessageDialog();
  const reportFailure = useFailureReport(show);
  return (
    <div className={styles.page}>
      <PageHeader title="Portada" />
      <PinnedStories show={show} reportFailure={reportFailure} />
      <BreakingNewsForm show={show} reportFailure={reportFailure} />
      {dialog}
    </div>
  );
}

interface Feedback {
  show: ReturnType<typeof useMessageDialog>['show'];
  reportFailure: (failure: unknown) => Promise<void>;
}

function PinnedStories({ show, reportFailure }: Feedback) {
  const featured = useHomeFeatured();
  useLoginOnSessionLoss(featured.error);
  const [pinned, setPinned] = useState<Pinned[]>();
  const [query, setQuery] = useState('');
  const [typed, setTyped] = useState('');
  const [saving, setSaving] = useState(false);
  const [dragged, setDragged] = useState<number>();
  const candidates = useNewsToPin(query);

  // The saved pins, once: then the editor's list is the screen's until saved.
  useEffect(() => {
    if (pinned || !featured.data) return;
    const { destacadas, fijadas } = featured.data;
    setPinned(destacadas.filter((item) => fijadas.includes(item._id)));
  }, [featured.data, pinned]);

  const list = pinned ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setPinned(next);
  };
  const pin = (item: Pinned) => {
    if (list.length >= MAX_PINNED || list.some((p) => p._id === item._id)) return;
    setPinned([...list, item]);
  };

  async function save() {
    setSaving(true);
    try {
      const { msg } = await savePinned(list.map((item) => item._id));
      featured.reload();
      void show({ kind: 'success', title: msg });
    } catch (failure) {
      void reportFailure(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={formStyles.card} aria-labelledby="fijadas">
      <h2 id="fijadas" className={formStyles.sideTitle}>
        Noticias destacadas ({list.length}/{MAX_PINNED})
      </h2>
      <p className={styles.hint}>
        La portada muestra primero estas noticias, en este orden; las más nuevas completan las cinco. Arrastrá
        una fila o usá las flechas para ordenarlas.
      </p>
      {list.length === 0 ? (
        <p className={styles.empty}>Ninguna noticia fijada: la portada muestra las cinco más nuevas.</p>
      ) : (
        <ol className={styles.pinned} aria-label="Noticias fijadas">
          {list.map((item, index) => (
            <li
              key={item._id}
              className={dragged === index ? `${styles.pin} ${styles.dragging}` : styles.pin}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== undefined) move(dragged, index);
                setDragged(undefined);
              }}
              onDragEnd={() => setDragged(undefined)}
            >
              <span className={styles.position} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.pinTitle}>
                {item.titulo}
                <small>{item.provincia}</small>
              </span>
              <span className={styles.pinActions}>
                <button
                  type="button"
                  className={buttonClass('ghost', { small: true })}
                  aria-label={`Subir ${item.titulo}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={buttonClass('ghost', { small: true })}
                  aria-label={`Bajar ${item.titulo}`}
                  disabled={index === list.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={buttonClass('danger', { small: true })}
                  aria-label={`Quitar ${item.titulo}`}
                  onClick={() => setPinned(list.filter((other) => other._id !== item._id))}
                >
                  Quitar
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className={formStyles.actions}>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={saving}
          aria-busy={saving || undefined}
          onClick={() => void save()}
        >
          GUARDAR PORTADA
        </button>
      </div>

      <form
        className={styles.search}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <TextField
          label="Buscar noticias publicadas"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Título o palabras"
        />
        <button type="submit" className={buttonClass('dark')}>
          BUSCAR
        </button>
      </form>
      <ul className={styles.candidates} aria-label="Noticias para fijar">
        {candidates.map((item) => {
          const isPinned = list.some((p) => p._id === item._id);
          return (
            <li key={item._id}>
              <span className={styles.pinTitle}>
                {item.titulo}
                <small>
                  {item.provincia} · {formatArgentinaDateTime(item.created_at)}
                </small>
              </span>
              <button
                type="button"
                className={buttonClass('primary', { small: true })}
                aria-label={`Fijar ${item.titulo}`}
                disabled={isPinned || list.length >= MAX_PINNED}
                onClick={() => pin(item)}
              >
                {isPinned ? 'Fijada' : 'Fijar'}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BreakingNewsForm({ show, reportFailure }: Feedback) {
  const current = useBreakingNews();
  const bar = current.data?.ultimo_momento;
  const [texto, setTexto] = useState('');
  const [link, setLink] = useState('');
  const [hasta, setHasta] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!bar) return;
    setTexto(bar.texto);
    setLink(bar.link);
    setHasta(toArgentinaInput(bar.hasta));
  }, [bar]);

  async function send(body: Parameters<typeof saveBreakingNews>[0]) {
    setBusy(true);
    try {
      const { msg } = await saveBreakingNews(body);
      current.reload();
      void show({ kind: 'success', title: msg });
      return true;
    } catch (failure) {
      void reportFailure(failure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!hasta) return void show({ kind: 'warning', title: 'Indicá hasta cuándo se muestra.' });
    void send({ texto, link, hasta: fromArgentinaInput(hasta) });
  }

  return (
    <form
      className={`${formStyles.card} ${formStyles.form}`}
      onSubmit={onSubmit}
      aria-labelledby="ultimo-momento"
    >
      <h2 id="ultimo-momento" className={formStyles.sideTitle}>
        Último momento
      </h2>
      <p className={styles.hint}>
        {bar
          ? `Se muestra en todas las páginas hasta el ${formatArgentinaDateTime(bar.hasta)} (hora de Argentina).`
          : 'No hay ninguna barra de último momento.'}
      </p>
      <TextField
        label="Texto"
        required
        maxLength={160}
        count={texto.length}
        value={texto}
        onChange={(event) => setTexto(event.target.value)}
      />
      <div className={formStyles.grid}>
        <TextField
          label="Link"
          placeholder="/noticia/… o https://…"
          value={link}
          onChange={(event) => setLink(event.target.value)}
        />
        <TextField
          label="Hasta (hora de Argentina)"
          type="datetime-local"
          required
          value={hasta}
          onChange={(event) => setHasta(event.target.value)}
        />
      </div>
      <div className={formStyles.actions}>
        <SubmitButton busy={busy}>PUBLICAR BARRA</SubmitButton>
        {bar && (
          <button
            type="button"
            className={buttonClass('danger')}
            disabled={busy}
            onClick={() =>
              void send({ texto: null }).then((removed) => {
                if (!removed) return;
                setTexto('');
                setLink('');
                setHasta('');
              })
            }
          >
            Quitar barra
          </button>
        )}
      </div>
    </form>
  );
}
