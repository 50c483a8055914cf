/** Phone show cards (the hall, the free samples, the industries): each opens its show; `extra` adds actions. */
import type { ShowCard } from '@moxing/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { ShowCover } from '../ShowCover';
import styles from '../showroom.module.css';

export function MobileShowCards({ shows, extra }: { shows: ShowCard[]; extra?: (s: ShowCard) => ReactNode }) {
  return (
    <>
      {shows.map((s) => (
        <div key={s.id} className={styles.mCard}>
          <Link to={`/showDetail?id=${s.id}`} className={styles.mCardLink}>
            <ShowCover show={s} />
            <div className={styles.mCardBody}>
              <strong>{s.title}</strong>
              <BrandMark brand={s.brand} />
              <div className={styles.muted}>
                {[s.kindName, s.industryName, s.owner.nickname, `${s.visitCount} 次访问`].filter(Boolean).join(' · ')}
              </div>
            </div>
          </Link>
          {extra && <div className={styles.mCardActions}>{extra(s)}</div>}
        </div>
      ))}
    </>
  );
}
