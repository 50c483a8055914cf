/**
 * The home page's model section: the latest and the most viewed public models (home/getModelList). No three.js
 * here: cards show the rendered covers; the 3D viewer loads only on a model's page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useModelList, type ModelListParams } from '../../library';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { errorText } from '../../../lib/errorText';
import { groupDigits } from '../../../lib/number';
import styles from './homeModels.module.css';

const TABS: { key: 'newest' | 'views'; label: string }[] = [
  { key: 'newest', label: '最新上架' },
  { key: 'views', label: '最受欢迎' },
];

export function HomeModels() {
  const [sort, setSort] = useState<'newest' | 'views'>('newest');
  const params: ModelListParams = { pageNum: 1, pageSize: 10, sort };
  const list = useModelList(params, { home: true });
  return (
    <section className={styles.section} aria-labelledby="home-models-title">
      <div className={styles.head}>
        <h2 id="home-models-title" className={styles.title}>
          3D 模型库
        </h2>
        <div className={styles.tabs} role="tablist" aria-label="模型排序">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={sort === t.key}
              className={sort === t.key ? `${styles.tab} ${styles.tabOn}` : styles.tab}
              onClick={() => setSort(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <Link to={sort === 'views' ? '/good?sort=views' : '/good'} className={styles.more}>
          {list.data ? `浏览全部 ${groupDigits(list.data.total)} 个模型 →` : '浏览全部模型 →'}
        </Link>
      </div>
      {list.isPending ? (
        <ModelGrid dense>
          {Array.from({ length: 5 }, (_, i) => (
            <ModelCardSkeleton key={i} />
          ))}
        </ModelGrid>
      ) : list.isError && !list.data ? (
        <div className={styles.message} role="alert">
          模型加载失败：{errorText(list.error)}
          <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
            重试
          </button>
        </div>
      ) : list.data && list.data.list.length === 0 ? (
        <div className={styles.message}>模型库正在准备中，稍后再来看看吧。</div>
      ) : (
        <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <ModelGrid dense>
            {list.data?.list.map((m) => (
              <ModelCard key={m.modelCode} model={m} compact />
            ))}
          </ModelGrid>
        </div>
      )}
    </section>
  );
}
