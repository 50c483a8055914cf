/**
 * /modeldetailXcx?code=: the model page as the WeChat mini-program's web view shows it: no site header, the
 * viewer on top, then the facts. No UI library.
 */
import { formatCount } from '@moxing/shared';
import { useModelDetail } from '../hooks';
import { useFormFactor } from '../../../lib/formFactor';
import { ModelStage } from '../../../three/ModelStage';
import { priceLabel } from '../../../components/ModelCard';
import { isNotFound, statRows, useModelCode, useUnlockToken } from '../detailLogic';
import { useDetailHeadPlain } from '../headPlain';
import { ShowMessage } from './ModelShowPage';
import { PasswordPrompt } from './PasswordPrompt';
import styles from './show.module.css';

export default function ModelDetailXcxPage() {
  const modelCode = useModelCode();
  const [unlock, setUnlock] = useUnlockToken(modelCode);
  const query = useModelDetail(modelCode, unlock);
  const phone = useFormFactor() !== 'desktop';
  const detail = query.data;
  useDetailHeadPlain(detail);

  if (!modelCode) return <ShowMessage>链接中缺少模型编号</ShowMessage>;
  if (query.isPending) return <ShowMessage busy>正在打开模型…</ShowMessage>;
  if (query.isError || !detail) {
    return <ShowMessage>{isNotFound(query.error) ? '模型不存在或已下架' : '模型加载失败，请稍后重试'}</ShowMessage>;
  }
  const c = detail.counts;
  return (
    <div className={styles.xcx}>
      <ModelStage
        className={styles.xcxStage}
        title={detail.title}
        web={detail.files.web}
        light={detail.files.light}
        cover={detail.files.cover ?? detail.cover}
        preferLight={phone}
        settings={detail.viewerSettings}
        dimensionsMm={detail.stats?.bboxMm ?? null}
        watermark={detail.watermark}
        logo={detail.logo}
        overlay={
          detail.locked ? <PasswordPrompt modelCode={detail.modelCode} title={detail.title} onUnlocked={setUnlock} /> : undefined
        }
      />
      <section className={styles.xcxCard}>
        <h1>{detail.title}</h1>
        <span className={detail.free ? `${styles.xcxPrice} ${styles.xcxFree}` : styles.xcxPrice}>{priceLabel(detail)}</span>
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
        <dl className={styles.xcxFacts}>
          {statRows(detail).map((r) => (
            <div key={r.label}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
          <div>
            <dt>作者</dt>
            <dd>{detail.authorInfo.nickname}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
