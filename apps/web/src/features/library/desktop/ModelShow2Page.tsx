/** /modelshow2?modelCode=: the full-window viewer with an information bar (title, author, counts, link). */
import { formatCount } from '@moxing/shared';
import { DetailStage } from '../DetailStage';
import { showFallback, useShowPage } from './ModelShowPage';
import styles from './show.module.css';

export default function ModelShow2Page() {
  const { modelCode, options, setUnlock, query, phone } = useShowPage();
  const detail = query.data;
  const fallback = showFallback(modelCode, query, '模型加载失败，请稍后刷新重试');
  if (fallback || !detail) return fallback;
  return (
    <div className={styles.show2}>
      <div className={styles.show2Stage}>
        <DetailStage
          detail={detail}
          onUnlocked={setUnlock}
          className={styles.stageFill}
          preferLight={phone}
          overrides={{ autoRotate: options.autospin, transparent: options.transparent }}
          autostart={options.autostart}
          ui={options.ui}
        />
      </div>
      <div className={styles.infoBar}>
        <div className={styles.infoMain}>
          <p className={styles.infoTitle}>{detail.title}</p>
          <p className={styles.infoSub}>
            {detail.author.nickname} · 浏览 {formatCount(detail.counts.views)} · 点赞 {formatCount(detail.counts.likes)} · 收藏{' '}
            {formatCount(detail.counts.collects)}
          </p>
        </div>
        <a className={styles.infoButton} href={detail.detailUrl} target="_blank" rel="noopener">
          查看详情
        </a>
      </div>
    </div>
  );
}
