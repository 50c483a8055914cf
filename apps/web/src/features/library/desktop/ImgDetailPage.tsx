/** /imgdetail?code=: an image model (a photo turntable) with its information. */
import { EditOutlined } from '@ant-design/icons';
import { formatCount } from '@moxing/shared';
import { Breadcrumb, Button, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useImageModel } from '../hooks';
import { PageError, PageLoading } from '../../../components/states';
import { applyHead } from '../../../lib/head';
import { imageEditPath } from '../../shelf/imageModelLogic';
import { formatDate, isNotFound } from '../detailLogic';
import { useImageCode } from '../imageCode';
import { ModelNotFound } from './ModelDetailPage';
import { Turntable } from '../../../components/Turntable';
import styles from './model.module.css';

export default function ImgDetailPage() {
  const code = useImageCode();
  const query = useImageModel(code);
  const model = query.data;
  const photos = useMemo(() => model?.photos.map((p) => p.url) ?? [], [model]);
  useEffect(() => {
    if (model) applyHead({ title: model.title, description: model.description.slice(0, 150) || `${model.title}：360° 图片展示` });
  }, [model]);

  if (!code) return <ModelNotFound />;
  if (query.isPending) return <PageLoading tip="正在打开…" />;
  if (query.isError)
    return isNotFound(query.error) ? <ModelNotFound /> : <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (!model) return <ModelNotFound />;
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/good">模型库</Link> }, { title: '图片模型' }, { title: model.title }]}
      />
      <div className={styles.detailGrid}>
        <div className={styles.detailMain}>
          <Turntable photos={photos} title={model.title} />
          {model.description ? (
            <section className={styles.card}>
              <h2 className={styles.cardTitle}>介绍</h2>
              <p className={styles.description}>{model.description}</p>
            </section>
          ) : null}
        </div>
        <aside className={styles.detailSide}>
          <section className={styles.card}>
            <h1 className={styles.detailTitle}>{model.title}</h1>
            <dl className={styles.facts}>
              <div>
                <dt>作者</dt>
                <dd>{model.author.nickname}</dd>
              </div>
              <div>
                <dt>分类 / 行业</dt>
                <dd>
                  {model.type} / {model.trade}
                </dd>
              </div>
              <div>
                <dt>照片</dt>
                <dd>{model.photoCount} 张</dd>
              </div>
              <div>
                <dt>浏览</dt>
                <dd>{formatCount(model.viewCount)}</dd>
              </div>
              <div>
                <dt>发布时间</dt>
                <dd>{formatDate(model.createdAt)}</dd>
              </div>
            </dl>
            {model.tags.length ? (
              <div className={styles.tags}>
                {model.tags.map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </div>
            ) : null}
            {model.isOwner ? (
              <Link to={imageEditPath(model.code)}>
                <Button block icon={<EditOutlined />} style={{ marginTop: 16 }}>
                  编辑照片与信息
                </Button>
              </Link>
            ) : null}
          </section>
        </aside>
      </div>
    </div>
  );
}
