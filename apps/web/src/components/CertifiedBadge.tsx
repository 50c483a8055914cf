/**
 * The certification badge beside an author (issue 18): 已认证 for a certified person, 企业认证 for a certified
 * company, nothing otherwise. Plain React + CSS, so cards, model pages, spaces, bids and comments all draw the same one.
 */
import type { CertifiedBadge as Certified } from '@moxing/shared';
import styles from './CertifiedBadge.module.css';

const TEXT = { person: '已认证', company: '企业认证' } as const;
const TITLE = { person: '已通过实名认证的个人', company: '已通过企业认证的公司' } as const;

export function CertifiedBadge({ kind, className }: { kind: Certified | undefined; className?: string }) {
  if (!kind) return null;
  return (
    <span className={`${styles.badge} ${styles[kind]} ${className ?? ''}`} title={TITLE[kind]}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M8 1.5 13.5 3.5v4c0 3.4-2.3 5.9-5.5 7-3.2-1.1-5.5-3.6-5.5-7v-4z" />
        <path d="m5.5 8 1.8 1.8L10.8 6.3" />
      </svg>
      {TEXT[kind]}
    </span>
  );
}
