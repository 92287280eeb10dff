import { useState } from 'react';
import styles from './avatar.module.css';

interface AvatarProps {
  src: string | undefined;
  /** Full name: the alt text, and the initials shown when there is no photo. */
  name: string;
  size?: number;
  className?: string;
}

/** A staff member's round photo, or their initials when the photo is missing or fails to load. */
export function Avatar({ src, name, size = 40, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (!src || failedSrc === src) {
    return (
      <span
        className={classes}
        style={{ width: size, height: size, fontSize: size * 0.38 }}
        role="img"
        aria-label={name}
      >
        {initials || '?'}
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
