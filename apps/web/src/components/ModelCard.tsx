/**
 * A model in a list: cover, title, category, author, counts and price. Plain React + CSS (no UI library), so the
 * home page, the desktop library and the phone pages can all use it.
 */
import { formatCount, modelPriceText, type ModelCard as ModelCardData } from '@moxing/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CertifiedBadge } from './CertifiedBadge';
import styles from './ModelCard.module.css';

export function modelPath(modelCode: string): string {
  return `/modelinfo/${encodeURIComponent(modelCode)}`;
}

const EyeIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
const HeartIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z" />
  </svg>
);
const StarIcon = () => (
  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </svg>
);
const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

export interface ModelCardProps {
  model: ModelCardData;
  /** Extra line under the counts (e.g. "收藏于 …"), or actions in owner lists. */
  footer?: ReactNode;
  /** Loads the image eagerly (the first cards above the fold). */
  eager?: boolean;
  compact?: boolean;
}

export function ModelCard({ model, footer, eager = false, compact = false }: ModelCardProps) {
  const image = model.listImage ?? model.cover;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-model-code={model.modelCode}>
      <Link to={modelPath(model.modelCode)} className={styles.link} title={model.title}>
        <div className={styles.cover}>
          {image ? (
            <img
              src={image}
              alt={model.title}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              width={400}
              height={300}
              {...(eager ? { fetchPriority: 'high' as const } : {})}
            />
          ) : (
            <span className={styles.noCover}>暂无封面</span>
          )}
          <span className={model.free ? `${styles.price} ${styles.free}` : styles.price}>
            {modelPriceText(model.price, model.free)}
          </span>
          {model.passwordProtected ? (
            <span className={styles.lock}>
              <LockIcon /> 需密码
            </span>
          ) : null}
          {model.format ? <span className={styles.format}>{model.format.toUpperCase()}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{model.title}</h3>
          <div className={styles.meta}>
            <span className={styles.type}>{model.type}</span>
            <span className={styles.authorLine}>
              <span className={styles.author}>{model.author.nickname}</span>
              <CertifiedBadge kind={model.author.certified} />
            </span>
          </div>
          <div className={styles.counts}>
            <span title={`浏览 ${model.viewCount}`}>
              <EyeIcon /> {formatCount(model.viewCount)}
            </span>
            <span title={`点赞 ${model.likeCount}`}>
              <HeartIcon /> {formatCount(model.likeCount)}
            </span>
            <span title={`收藏 ${model.collectCount}`}>
              <StarIcon /> {formatCount(model.collectCount)}
            </span>
          </div>
        </div>
      </Link>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}

/** A grey card of the same size while a list loads. */
export function ModelCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.cover} ${styles.skeleton}`} />
      <div className={styles.body}>
        <div className={`${styles.skeletonLine} ${styles.skeleton}`} />
        <div className={`${styles.skeletonLine} ${styles.skeleton}`} style={{ width: '60%' }} />
      </div>
    </div>
  );
}

export function ModelGrid({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return <div className={dense ? `${styles.grid} ${styles.dense}` : styles.grid}>{children}</div>;
}
