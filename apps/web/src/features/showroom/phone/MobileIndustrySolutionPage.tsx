/** Phone /industrySolution: an industry per tab, its short text and its published showrooms. */
import { SHOW_INDUSTRIES } from '@moxing/shared';
import { Button, DotLoading, ErrorBlock, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { useHall } from '../api';
import { useIndustryTab } from '../logic';
import styles from '../showroom.module.css';
import { MobileShowCards } from './MobileShowCards';

function IndustryShows({ industry }: { industry: string }) {
  const [pageSize, setPageSize] = useState(10);
  const hall = useHall({ pageNum: 1, pageSize, industry });
  if (hall.isPending) return <DotLoading color="primary" />;
  if (hall.isError) return <ErrorBlock status="default" title="加载失败" description={errorText(hall.error)} />;
  if (hall.data.list.length === 0)
    return <ErrorBlock status="empty" title="这个行业还没有公开的展厅" description={<Link to="/show?new=1">新建展厅</Link>} />;
  return (
    <>
      <MobileShowCards shows={hall.data.list} />
      {hall.data.total > hall.data.list.length && (
        <Button block onClick={() => setPageSize((n) => n + 10)}>
          加载更多
        </Button>
      )}
    </>
  );
}

export default function MobileIndustrySolutionPage() {
  const { industry, choose } = useIndustryTab();
  return (
    <div className={styles.mPage}>
      <h1 style={{ fontSize: 20, margin: '4px 0' }}>行业解决方案</h1>
      <Tabs activeKey={industry.code} onChange={choose}>
        {SHOW_INDUSTRIES.map((i) => (
          <Tabs.Tab title={i.name} key={i.code} />
        ))}
      </Tabs>
      <p className={styles.industryText}>{industry.summary}</p>
      <IndustryShows key={industry.code} industry={industry.code} />
      <div className={styles.mLinks}>
        <Link to="/case">免费案例</Link>
        <Link to="/myhallOrderForm">定制展厅</Link>
      </div>
    </div>
  );
}
