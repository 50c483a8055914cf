/** /case: free sample showrooms anyone may walk, each with "use this template" to start one's own show from it. */
import { App, Button, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading, errorText } from '../../../components/states';
import { useCases } from '../api';
import { useStartFromCase } from '../logic';
import { ShowGrid } from './ShowGrid';
import styles from '../showroom.module.css';

export default function CasePage() {
  const [pageNum, setPageNum] = useState(1);
  const cases = useCases({ pageNum, pageSize: 12 });
  const { message } = App.useApp();
  const { start, pending } = useStartFromCase((e) => void message.error(errorText(e)));
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <Typography.Title level={2}>免费案例</Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        {'这些展厅由平台精选，任何人都可以进去逛一逛。看中了哪一个，点“用这个模板”即可复制它的模板、入口与音乐，'}
        {'新建一个属于你的展厅草稿，再换上自己的模型。想要完全定制？'}
        <Link to="/myhallOrderForm">提交定制需求</Link>
      </Typography.Paragraph>
      {cases.isPending ? (
        <PageLoading />
      ) : cases.isError ? (
        <PageError error={cases.error} onRetry={() => void cases.refetch()} />
      ) : cases.data.list.length === 0 ? (
        <EmptyState description="暂时还没有免费案例，先去展厅大厅看看">
          <Link to="/hall">去 3D 展厅</Link>
        </EmptyState>
      ) : (
        <>
          <ShowGrid
            shows={cases.data.list}
            extra={(s) => (
              <Button type="primary" size="small" loading={pending === s.id} onClick={() => start(s.id)}>
                用这个模板
              </Button>
            )}
          />
          <Pagination
            style={{ marginTop: 24, textAlign: 'center' }}
            current={pageNum}
            pageSize={12}
            total={cases.data.total}
            onChange={setPageNum}
            showSizeChanger={false}
            hideOnSinglePage
          />
        </>
      )}
    </div>
  );
}
