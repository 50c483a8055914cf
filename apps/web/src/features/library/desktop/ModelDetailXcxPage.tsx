/**
 * /modeldetailXcx?code=: the model page as the WeChat mini-program's web view shows it: no site header, the
 * viewer on top, then the facts. No UI library.
 */
import { formatCount, modelPriceText } from '@moxing/shared';
import { useFormFactor } from '../../../lib/formFactor';
import { statRows } from '../detailLogic';
import { DetailStage } from '../DetailStage';
import { FactList } from '../FactList';
import { useModelPage } from '../modelPage';
import { showFallback } from './ModelShowPage';
import styles from './show.module.css';

export default function ModelDetailXcxPage() {
  const { modelCode, setUnlock, query } = useModelPage();
  const phone = useFormFactor() !== 'desktop';
  const detail = query.data;
  const fallback = showFallback(modelCode, query, '模型加载失败，请稍后重试');
  if (fallback || !detail) return fallback;
  const c = detail.counts;
  return (
    <div className={styles.xcx}>
      <DetailStage detail={detail} onUnlocked={setUnlock} className={styles.xcxStage} preferLight={phone} />
      <section className={styles.xcxCard}>
        <h1>{detail.title}</h1>
        <span className={detail.free ? `${styles.xcxPrice} ${styles.xcxFree}` : styles.xcxPrice}>
          {modelPriceText(detail.price, detail.free)}
        </span>
        <div className={styles.xcxCounts}>
          <span>浏览 {formatCount(c.views)}</span>
          <span>点赞 {formatCount(c.likes)}</span>
          <span>收藏 {formatCount(c.collects)}</span>
          <span>评论 {formatCount(c.comments)}</span>
        </div>
      </section>
      {detail.description ? (
        <section className={styles.xcxCard}>
          <h2>模型介绍</h2>
          <p>{detail.description}</p>
        </section>
      ) : null}
      <section className={styles.xcxCard}>
        <h2>模型信息</h2>
        <FactList className={styles.xcxFacts} rows={statRows(detail)}>
          <div>
            <dt>作者</dt>
            <dd>{detail.authorInfo.nickname}</dd>
          </div>
        </FactList>
      </section>
    </div>
  );
}
