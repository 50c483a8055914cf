/** /compilationList: public compilations of models and showrooms, featured ones first, with a search. */
import { StarFilled } from '@ant-design/icons';
import { Card, Input, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useCompilations } from '../api';
import styles from '../showroom.module.css';

export default function CompilationListPage() {
  const [pageNum, setPageNum] = useState(1);
  const [featured, setFeatured] = useState<'0' | '1'>('0');
  const [keyword, setKeyword] = useState('');
  const list = useCompilations({
    pageNum,
    pageSize: 12,
    ...(featured === '1' ? { featured } : {}),
    ...(keyword ? { keyword } : {}),
  });
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>合辑</Typography.Title>
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented
          options={[
            { label: '全部', value: '0' },
            { label: '运营推荐', value: '1' },
          ]}
          value={featured}
          onChange={(v) => {
            setFeatured(v as '0' | '1');
            setPageNum(1);
          }}
        />
        <Input.Search
          aria-label="搜索合辑"
          placeholder="搜索合辑名称"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
          style={{ width: 260 }}
        />
        <Link to="/show?tab=compilations">管理我的合辑</Link>
      </Space>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState description={keyword ? '没有找到这样的合辑' : '还没有公开的合辑'} />
      ) : (
        <>
          <div className={styles.grid}>
            {list.data.list.map((c) => (
              <Link key={c.id} to={`/compilationDetail?id=${c.id}`} aria-label={c.title}>
                <Card
                  hoverable
                  cover={
                    c.cover ? (
                      <img className={styles.cover} src={c.cover} alt="" loading="lazy" />
                    ) : (
                      <div className={styles.coverPlan}>{c.title}</div>
                    )
                  }
                >
                  <Card.Meta
                    title={
                      <Space>
                        {c.featured && <StarFilled aria-label="运营推荐" style={{ color: '#ad6800' }} />}
                        {c.title}
                      </Space>
                    }
                    description={
                      <Space size="small" wrap>
                        {c.featured && <Tag>推荐</Tag>}
                        <span className={styles.muted}>{c.owner.nickname}</span>
                        <span className={styles.muted}>
                          {c.modelCount} 个模型 · {c.showCount} 个展厅
                        </span>
                      </Space>
                    }
                  />
                </Card>
              </Link>
            ))}
          </div>
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={pageNum}
            pageSize={12}
            total={list.data.total}
            onChange={setPageNum}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
    </div>
  );
}
