/**
 * What the operators' demand queues share (/admin/needReview and /admin/needDisputes): the page reserved to
 * operators, the tabs over the queue, and the queue's loading, error, empty and paged states.
 */
import { UserType } from '@moxing/shared';
import { Button, Pagination, Result, Skeleton, Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError } from '../../../components/states';
import { useSession } from '../../../stores/session';
import { LoginRequired } from './DemandUi';
import styles from './demand.module.css';

export function OperatorPage({ what, children }: { what: string; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type);
  let body = children;
  if (!token) body = <LoginRequired description={`${what}仅限运营人员，请用运营账号登录。`} />;
  else if (type !== UserType.operator) {
    body = (
      <Result
        status="403"
        title="没有访问权限"
        subTitle={`${what}仅限运营人员使用。`}
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}

export function QueueTabs({
  activeKey,
  items,
  onChange,
}: {
  activeKey: string;
  items: TabsProps['items'];
  onChange: (key: string) => void;
}) {
  return (
    <div style={{ background: '#fff', borderRadius: 12, padding: '0 20px', marginBottom: 16 }}>
      <Tabs tabBarStyle={{ marginBottom: 0 }} activeKey={activeKey} onChange={onChange} items={items} />
    </div>
  );
}

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { list: T[]; total: number } | undefined;
  refetch: () => unknown;
}

export function QueueStates<T>({
  query,
  empty,
  pageNum,
  pageSize,
  onPage,
  children,
}: {
  query: PagedQuery<T>;
  empty: ReactNode;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !query.data) return <Skeleton active />;
  if (query.data.list.length === 0) return <EmptyState description={empty} />;
  return (
    <>
      {children(query.data.list)}
      {query.data.total > pageSize ? (
        <div className={styles.pager}>
          <Pagination size="small" current={pageNum} pageSize={pageSize} total={query.data.total} onChange={onPage} />
        </div>
      ) : null}
    </>
  );
}
