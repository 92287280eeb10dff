import { useState, type FormEvent } from 'react';
import type { Categoria } from '@portal/contracts';
import { usePageTitle } from '@portal/ui';
import { useFailureReport, useLoginOnSessionLoss } from '../../shared/api/use-failure-report';
import { useConfirmDialog, useMessageDialog } from '../../shared/dialogs/use-dialogs';
import { TextField } from '../../shared/forms/text-field';
import { buttonClass } from '../../shared/ui/button-class';
import { PageHeader } from '../../shared/ui/page-header';
import { SubmitButton } from '../../shared/ui/submit-button';
import formStyles from '../../shared/forms/form.module.css';
import { createCategory, deleteCategory, renameCategory, useCategories } from './categories-api';
import styles from './categories.module.css';

/**
 * /categorias (edicion): the news categories (DESIGN §12). Add one, rename one (its page's
 * address follows the name, and so do its news), delete one no news item is in.
 */
export default function CategoriesPage() {
  usePageTitle('Categorías');
  const list = useCategories();
  useLoginOnSessionLoss(list.error);
  const { show, dialog: messageDialog } = useMessageDialog();
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const reportFailure = useFailureReport(show);
  const [editing, setEditing] = useState<string>();

  async function run(action: () => Promise<{ msg: string }>) {
    try {
      const { msg } = await action();
      list.reload();
      void show({ kind: 'success', title: msg });
      return true;
    } catch (failure) {
      void reportFailure(failure);
      return false;
    }
  }

  async function remove(category: Categoria) {
    const confirmed = await confirm({
      title: `¿Borrar la categoría «${category.nombre}»?`,
      text: 'Solo se puede borrar una categoría sin noticias.',
      danger: true,
      confirmLabel: 'Borrar',
    });
    if (confirmed) await run(() => deleteCategory(category._id));
  }

  return (
    <div className={styles.page}>
      <PageHeader title="Categorías" />
      <NameForm
        label="Nueva categoría"
        submit="AGREGAR"
        onSave={(nombre) => run(() => createCategory(nombre))}
      />
      <section className={formStyles.card} aria-labelledby="lista-categorias">
        <h2 id="lista-categorias" className={formStyles.sideTitle}>
          Lista ({list.data?.categorias.length ?? '…'})
        </h2>
        <ul className={styles.list}>
          {(list.data?.categorias ?? []).map((category) => (
            <li key={category._id} className={styles.row}>
              {editing === category._id ? (
                <NameForm
                  label={`Nuevo nombre de ${category.nombre}`}
                  submit="GUARDAR"
                  initial={category.nombre}
                  onSave={async (nombre) => {
                    const saved = await run(() => renameCategory(category._id, nombre));
                    if (saved) setEditing(undefined);
                    return saved;
                  }}
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                <>
                  <span className={styles.name}>{category.nombre}</span>
                  <a
                    className={styles.slug}
                    href={`/categoria/${category.slug}/10/1`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    /categoria/{category.slug}
                  </a>
                  <span className={styles.actions}>
                    <button
                      type="button"
                      className={buttonClass('ghost', { small: true })}
                      aria-label={`Renombrar ${category.nombre}`}
                      onClick={() => setEditing(category._id)}
                    >
                      Renombrar
                    </button>
                    <button
                      type="button"
                      className={buttonClass('danger', { small: true })}
                      aria-label={`Borrar ${category.nombre}`}
                      onClick={() => void remove(category)}
                    >
                      Borrar
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      {messageDialog}
      {confirmDialog}
    </div>
  );
}

/** One name field with its button: a new category's, or a rename. */
function NameForm({
  label,
  submit,
  initial = '',
  onSave,
  onCancel,
}: {
  label: string;
  submit: string;
  initial?: string;
  onSave: (nombre: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [nombre, setNombre] = useState(initial);
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const saved = await onSave(nombre.trim()).finally(() => setBusy(false));
    if (saved && !initial) setNombre('');
  }
  return (
    <form
      className={`${styles.nameForm} ${initial ? '' : formStyles.card}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <TextField
        label={label}
        required
        maxLength={40}
        value={nombre}
        onChange={(e) => setNombre(e.target.value)}
      />
      <SubmitButton busy={busy}>{submit}</SubmitButton>
      {onCancel && (
        <button type="button" className={buttonClass('ghost')} onClick={onCancel}>
          Cancelar
        </button>
      )}
    </form>
  );
}
