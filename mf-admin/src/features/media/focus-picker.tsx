import type { KeyboardEvent, MouseEvent } from 'react';
import { objectPositionOf, type ImageFocus } from '@portal/contracts';
import styles from './media-page.module.css';

/** The server keeps focal points in steps of 0.05: the picker snaps to them. */
const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 20) / 20;
const STEP = 0.05;

/**
 * The focal point picker: the whole image, a click on it sets the point (0–1 on each axis), the
 * arrow keys move it; beside it, how a wide card and a square crop will show the picture.
 */
export function FocusPicker({
  url,
  alt,
  focus,
  onChange,
}: {
  url: string;
  alt: string;
  focus: ImageFocus;
  onChange: (focus: ImageFocus) => void;
}) {
  function click(event: MouseEvent<HTMLDivElement>) {
    // The picture's own box: the frame around it may be taller (its grid row).
    const box = (event.currentTarget.querySelector('img') ?? event.currentTarget).getBoundingClientRect();
    onChange({
      x: round((event.clientX - box.left) / box.width),
      y: round((event.clientY - box.top) / box.height),
    });
  }
  function key(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ x: round(focus.x + move[0]), y: round(focus.y + move[1]) });
  }
  const position = objectPositionOf(focus);
  return (
    <div className={styles.focusArea}>
      <div
        className={styles.focusImage}
        role="slider"
        tabIndex={0}
        aria-label="Punto de foco: hacé clic en la imagen o usá las flechas"
        aria-valuetext={`horizontal ${Math.round(focus.x * 100)} %, vertical ${Math.round(focus.y * 100)} %`}
        onClick={click}
        onKeyDown={key}
        data-testid="focus-picker"
      >
        <img src={url} alt={alt} draggable={false} />
        <span
          className={styles.focusMark}
          style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          aria-hidden="true"
        />
      </div>
      <div className={styles.focusPreviews} aria-hidden="true">
        <figure>
          <img src={url} alt="" className={styles.previewWide} style={{ objectPosition: position }} />
          <figcaption>Tarjeta</figcaption>
        </figure>
        <figure>
          <img src={url} alt="" className={styles.previewSquare} style={{ objectPosition: position }} />
          <figcaption>Cuadrado</figcaption>
        </figure>
      </div>
    </div>
  );
}
