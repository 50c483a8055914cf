/** /imgdetail on a phone: the photo turntable (swipe to turn) and the facts. */
import { formatCount } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { isNotFound } from '../detailLogic';
import { FactList } from '../FactList';
import { imageModelFacts, useImageModelPage } from '../imageCode';
import { Turntable } from '../../../components/Turntable';
import { imageEditPath } from '../../shelf';
import styles from './mmodel.module.css';

export default function MobileImgDetailPage() {
  const navigate = useNavigate();
  const { code, query, model, photos } = useImageModelPage();
  if (!code || (query.isError && isNotFound(query.error)))
    return <ErrorBlock status="empty" title="图片模型不存在或已下架" fullPage />;
  if (query.isPending) {
    return (
      <div style={{ textAlign: 'center', padding: '30vh 0' }}>
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.isError || !model)
    return <ErrorBlock status="default" title="加载失败" description={errorText(query.error)} fullPage />;
  const facts = imageModelFacts(model);
  return (
    <div className={styles.page}>
      <Turntable photos={photos} title={model.title} className={styles.stage} />
      <section className={styles.block} style={{ marginTop: 0 }}>
        <h1 className={styles.title}>{model.title}</h1>
        <div className={styles.counts}>
          <span>{model.author.nickname}</span>
          <span>{model.photoCount} 张照片</span>
          <span>浏览 {formatCount(model.viewCount)}</span>
        </div>
        {model.isOwner ? (
          <Button block size="small" style={{ marginTop: 12 }} onClick={() => void navigate(imageEditPath(model.code))}>
            编辑照片与信息
          </Button>
        ) : null}
      </section>
      {model.description ? (
        <section className={styles.block}>
          <h2 className={styles.blockTitle}>介绍</h2>
          <p className={styles.description}>{model.description}</p>
        </section>
      ) : null}
      <section className={styles.block}>
        <FactList className={styles.facts} rows={[facts.kind, facts.published]} />
      </section>
    </div>
  );
}
