/** /mycollect/model: the models I collected, searchable by name; un-collect from the card. */
import { Button, Input, Pagination, Popconfirm } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCollected } from '../hooks';
import { useCollect } from '../../library';
import { ModelCard, ModelCardSkeleton, ModelGrid } from '../../../components/ModelCard';
import { EmptyState, PageError } from '../../../components/states';
import type { CollectedCard } from '../api';
import { formatDate } from '../../library';
import styles from './mymodel.module.css';

function Uncollect({ model }: { model: CollectedCard }) {
  const collect = useCollect(model.modelCode);
  return (
    <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      收藏于 {formatDate(model.collectedAt)}
      <Popconfirm title="取消收藏这个模型？" okText="取消收藏" cancelText="保留" onConfirm={() => collect.mutate(false)}>
        <Button type="link" size="small" loading={collect.isPending} style={{ padding: 0 }}>
          取消收藏
        </Button>
      </Popconfirm>
    </span>
  );
}

export default function MyCollectPage() {
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = useCollected(page, keyword);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>我的收藏</h1>
          <p className={styles.lead}>{query.data ? `共收藏 ${query.data.total} 个模型` : '收藏的模型都在这里'}</p>
        </div>
        <Input.Search
          placeholder="按名称查找收藏"
          allowClear
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </div>
      {query.isPending ? (
        <ModelGrid>
          {Array.from({ length: 8 }, (_, i) => (
            <ModelCardSkeleton key={i} />
          ))}
        </ModelGrid>
      ) : query.isError ? (
        <PageError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <section className={styles.card}>
          <EmptyState description={keyword ? '没有找到匹配的收藏' : '还没有收藏模型，看到喜欢的模型点“收藏”就会出现在这里'}>
            <Link to="/good">
              <Button type="primary">去模型库逛逛</Button>
            </Link>
          </EmptyState>
        </section>
      ) : (
        <>
          <ModelGrid>
            {query.data.list.map((m) => (
              <ModelCard key={m.modelCode} model={m} footer={<Uncollect model={m} />} />
            ))}
          </ModelGrid>
          {query.data.total > 20 ? (
            <div style={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
              <Pagination current={page} pageSize={20} total={query.data.total} onChange={setPage} showSizeChanger={false} />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
