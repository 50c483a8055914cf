/** /imgdetail on a phone: the photo turntable (swipe to turn) and the facts. */
import { formatCount } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useImageModel } from '../hooks';
import { errorText } from '../../../lib/errorText';
import { formatDate, isNotFound } from '../detailLogic';
import { useImageCode } from '../imageCode';
import { Turntable } from '../../../components/Turntable';
import { imageEditPath } from '../../shelf/imageModelLogic';
import styles from './mmodel.module.css';

export default function MobileImgDetailPage() {
  const code = useImageCode();
  const navigate = useNavigate();
  const query = useImageModel(code);
  const model = query.data;
  const photos = useMemo(() => model?.photos.map((p) => p.url) ?? [], [model]);
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
        <dl className={styles.facts}>
          <div>
            <dt>分类 / 行业</dt>
            <dd>
              {model.type} / {model.trade}
            </dd>
          </div>
          <div>
            <dt>发布时间</dt>
            <dd>{formatDate(model.createdAt)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
