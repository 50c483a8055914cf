/** /industrySolution: showrooms by industry, a tab each with its short text (SHOW_INDUSTRIES) and its published shows. */
import { SHOW_INDUSTRIES } from '@moxing/shared';
import { Pagination, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useHall } from '../api';
import { useIndustryTab } from '../logic';
import { ShowGrid } from './ShowGrid';
import styles from '../showroom.module.css';

function IndustryShows({ industry }: { industry: string }) {
  const [pageNum, setPageNum] = useState(1);
  const hall = useHall({ pageNum, pageSize: 12, industry });
  if (hall.isPending) return <PageLoading />;
  if (hall.isError) return <PageError error={hall.error} onRetry={() => void hall.refetch()} />;
  if (hall.data.list.length === 0)
    return (
      <EmptyState description="这个行业还没有公开的展厅，你可以成为第一个">
        <Link to="/show?new=1">新建展厅</Link>
      </EmptyState>
    );
  return (
    <>
      <ShowGrid shows={hall.data.list} />
      <Pagination
        style={{ marginTop: 24, textAlign: 'center' }}
        current={pageNum}
        pageSize={12}
        total={hall.data.total}
        onChange={setPageNum}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </>
  );
}

export default function IndustrySolutionPage() {
  const { industry, choose } = useIndustryTab();
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>行业解决方案</Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        不同行业的 3D 展厅怎么做？选一个行业，看看同行已经发布的展厅。也可以从<Link to="/case">免费案例</Link>
        开始，或<Link to="/myhallOrderForm">定制一个展厅</Link>。
      </Typography.Paragraph>
      <Tabs
        activeKey={industry.code}
        onChange={choose}
        items={SHOW_INDUSTRIES.map((i) => ({
          key: i.code,
          label: i.name,
          children: (
            <>
              <p className={styles.industryText}>{i.summary}</p>
              {i.code === industry.code && <IndustryShows industry={i.code} />}
            </>
          ),
        }))}
      />
    </div>
  );
}
