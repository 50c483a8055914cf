/** The type badge of an attachment (icon by type), usable on desktop and phone alike. */
import { FILE_KINDS, kindOf } from './format';
import styles from './FileBadge.module.css';

export function FileBadge({ kind, size = 36 }: { kind: string; size?: number }) {
  const info = FILE_KINDS[kindOf(kind)];
  return (
    <span
      className={styles.badge}
      style={{ background: info.color, width: size, height: size, fontSize: size >= 36 ? 11 : 10 }}
      title={info.label}
      aria-label={info.label}
    >
      <svg viewBox="0 0 24 24" className={styles.badgeFold} aria-hidden="true">
        <path d="M14 0h10v10z" fill="rgba(255,255,255,0.35)" />
      </svg>
      {info.badge}
    </span>
  );
}
