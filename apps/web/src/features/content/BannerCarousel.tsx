/**
 * The operators' banners of a position (home carousel and others): pictures with a target link, changing every
 * 5 seconds, each click counted (home/banner/click). Plain React: the home page loads no antd. Shows nothing while
 * loading, when empty or when the call fails: the page around it stands on its own.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { countClick, useBanners, type BannerPosition } from './api';
import styles from './banner.module.css';

const EVERY_MS = 5000;

export function BannerCarousel({ position = 'home', className }: { position?: BannerPosition; className?: string }) {
  const { data } = useBanners(position);
  const [index, setIndex] = useState(0);
  const count = data?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), EVERY_MS);
    return () => clearInterval(timer);
  }, [count]);
  if (!data || count === 0) return null;
  const current = Math.min(index, count - 1);
  return (
    <div className={`${styles.carousel} ${className ?? ''}`} aria-roledescription="carousel" aria-label="活动横幅">
      {data.map((b, i) => {
        const picture = <img src={b.cover ?? ''} alt={b.title} loading={i === 0 ? 'eager' : 'lazy'} />;
        const external = /^https?:/i.test(b.link);
        return (
          <div key={b.id} className={i === current ? `${styles.slide} ${styles.on}` : styles.slide} aria-hidden={i !== current}>
            {!b.link ? (
              picture
            ) : external ? (
              <a href={b.link} target="_blank" rel="noopener noreferrer" onClick={() => countClick(b.id)}>
                {picture}
              </a>
            ) : (
              <Link to={b.link} onClick={() => countClick(b.id)} tabIndex={i === current ? 0 : -1}>
                {picture}
              </Link>
            )}
          </div>
        );
      })}
      {count > 1 ? (
        <div className={styles.dots}>
          {data.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={`第 ${i + 1} 张：${b.title}`}
              className={i === current ? `${styles.dot} ${styles.dotOn}` : styles.dot}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
