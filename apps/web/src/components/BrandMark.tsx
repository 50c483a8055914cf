/** A brand as models and showrooms show it (issue 18): its logo, when it has one, beside its name. */
import styles from './BrandMark.module.css';

export function BrandMark({ brand, className }: { brand: { name: string; logo: string | null } | null; className?: string }) {
  if (!brand) return null;
  return (
    <span className={`${styles.brand} ${className ?? ''}`}>
      <span className={styles.label}>品牌</span>
      {brand.logo ? <img src={brand.logo} alt="" width={20} height={20} className={styles.logo} /> : null}
      <span className={styles.name}>{brand.name}</span>
    </span>
  );
}
