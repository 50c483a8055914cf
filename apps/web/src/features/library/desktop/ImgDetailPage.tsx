/** /imgdetail?code=: an image model (a photo turntable) with its information. */
import { EditOutlined } from '@ant-design/icons';
import { formatCount } from '@moxing/shared';
import { Breadcrumb, Button, Tag } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { applyHead } from '../../../lib/head';
import { imageEditPath } from '../../shelf';
import { isNotFound } from '../detailLogic';
import { FactList } from '../FactList';
import { imageModelFacts, useImageModelPage } from '../imageCode';
import { ModelNotFound } from './ModelDetailPage';
import { Turntable } from '../../../components/Turntable';
import styles from './model.module.css';

export default function ImgDetailPage() {
  const { code, query, model, photos } = useImageModelPage();
  useEffect(() => {
    if (model) applyHead({ title: model.title, description: model.description.slice(0, 150) || `${model.title}：360° 图片展示` });
  }, [model]);

  if (!code) return <ModelNotFound />;
  if (query.isPending) return <PageLoading tip="正在打开…" />;
  if (query.isError)
    return isNotFound(query.error) ? <ModelNotFound /> : <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (!model) return <ModelNotFound />;
  const facts = imageModelFacts(model);
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
            <FactList
              className={styles.facts}
              rows={[
                { label: '作者', value: model.author.nickname },
                facts.kind,
                { label: '照片', value: `${model.photoCount} 张` },
                { label: '浏览', value: formatCount(model.viewCount) },
                facts.published,
              ]}
            />
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
