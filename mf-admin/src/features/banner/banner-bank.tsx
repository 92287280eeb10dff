import { BANNER_KINDS, type Banner, type BannerImage, type BannerKind } from '@portal/contracts';
import { SafeImage } from '@portal/ui';
import { buttonClass } from '../../shared/ui/button-class';
import { Spinner } from '../../shared/ui/spinner';
import formStyles from '../../shared/forms/form.module.css';
import { BANNER_KIND_LABELS } from './banner-api';
import styles from './banner.module.css';

interface BannerBankProps {
  images: BannerImage[] | undefined;
  loading: boolean;
  current: Banner | undefined;
  /** The request under way: `${public_id}:${action}`. */
  busy: string | undefined;
  onAssign: (image: BannerImage, kind: BannerKind) => void;
  onDelete: (image: BannerImage) => void;
}

/** The uploaded banner images, each to assign as full or mobile banner, or to delete. */
export function BannerBank({ images, loading, current, busy, onAssign, onDelete }: BannerBankProps) {
  return (
    <section className={`${formStyles.card} ${styles.section}`} aria-labelledby="banco-imagenes">
      <h2 id="banco-imagenes" className={formStyles.sideTitle}>
        Banco de imágenes {images && <span className={styles.count}>{images.length}</span>}
      </h2>
      {!images ? (
        <p className={formStyles.hint}>{loading ? 'Cargando…' : 'No se pudo cargar el banco de imágenes.'}</p>
      ) : images.length === 0 ? (
        <p className={formStyles.hint}>Todavía no hay imágenes en el banco.</p>
      ) : (
        <ul className={styles.bank}>
          {images.map((image) => {
            const inUse = BANNER_KINDS.filter((kind) => current?.[kind] === image.url);
            return (
              <li
                key={image.public_id}
                className={styles.bankItem}
                data-in-use={inUse.length > 0 || undefined}
              >
                <div className={styles.bankImage}>
                  <SafeImage src={image.url} alt={`Imagen ${image.public_id}`} loading="lazy" />
                  {inUse.length > 0 && (
                    <span className={styles.inUse}>
                      {inUse.map((kind) => BANNER_KIND_LABELS[kind]).join(' · ')}
                    </span>
                  )}
                </div>
                <div className={styles.bankActions}>
                  {BANNER_KINDS.map((kind) => (
                    <button
                      key={kind}
                      type="button"
                      className={buttonClass(inUse.includes(kind) ? 'ghost' : 'dark', { small: true })}
                      disabled={busy !== undefined || inUse.includes(kind)}
                      onClick={() => onAssign(image, kind)}
                    >
                      {busy === `${image.public_id}:${kind}` && <Spinner size={12} />}
                      {inUse.includes(kind)
                        ? `${kind === 'bannerFull' ? 'Completo' : 'Móvil'} actual`
                        : kind === 'bannerFull'
                          ? 'Usar como completo'
                          : 'Usar como móvil'}
                    </button>
                  ))}
                  <button
                    type="button"
                    className={buttonClass('danger', { small: true })}
                    disabled={busy !== undefined || inUse.length > 0}
                    title={
                      inUse.length > 0 ? 'Está en uso: asigne otra imagen antes de eliminarla.' : undefined
                    }
                    onClick={() => onDelete(image)}
                  >
                    {busy === `${image.public_id}:delete` && <Spinner size={12} />}
                    Eliminar
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
