/** /myPackageOrder: the packages I bought or was given, their role records and state (desktop). */
import { GRANT_SOURCE_LABELS, type PackageGrantView } from '@moxing/shared';
import { Button, Pagination, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoading } from '../../../components/states';
import { useGrants, usePackVersion } from '../api';
import { dateText, priceText, stateLabel } from '../logic';
import styles from './membership.module.css';

const STATE_COLOURS = { active: 'green', pending: 'blue', expired: 'default', revoked: 'red' } as const;

export default function MyPackageOrderPage() {
  const [pageNum, setPageNum] = useState(1);
  const grants = useGrants(pageNum);
  const version = usePackVersion();
  const current = version.data?.current ?? null;
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>我的套餐</h1>
        <p className={styles.lead}>
          {current ? `当前套餐：${current.title}，有效期至 ${dateText(current.expiresAt)}` : '你还没有开通套餐，当前为免费版'}
        </p>
      </div>
      <p>
        <Link to="/upgrade">
          <Button type="primary">{current ? '续费或升级' : '开通套餐'}</Button>
        </Link>
      </p>
      {grants.isPending ? (
        <PageLoading />
      ) : grants.isError ? (
        <PageError error={grants.error} onRetry={() => void grants.refetch()} />
      ) : grants.data.total === 0 ? (
        <EmptyState description="暂无套餐记录" />
      ) : (
        <>
          <Table<PackageGrantView>
            rowKey="id"
            pagination={false}
            dataSource={grants.data.list}
            columns={[
              { title: '套餐', dataIndex: 'title' },
              {
                title: '来源',
                render: (_, g) =>
                  g.orderNo ? (
                    <Link to={`/myorderDetail?orderNo=${g.orderNo}`}>
                      {GRANT_SOURCE_LABELS[g.source]} · {g.orderNo}
                    </Link>
                  ) : (
                    GRANT_SOURCE_LABELS[g.source]
                  ),
              },
              { title: '金额', render: (_, g) => (g.source === 'order' ? priceText(g.amountFen) : '—') },
              { title: '有效期', render: (_, g) => `${dateText(g.startsAt)} 至 ${dateText(g.expiresAt)}` },
              { title: '状态', render: (_, g) => <Tag color={STATE_COLOURS[g.state]}>{stateLabel(g.state)}</Tag> },
              {
                title: '权益',
                render: (_, g) => g.roles.map((r) => r.name + (r.value === null ? '' : ` ${r.value} ${r.unit ?? ''}`)).join('、'),
              },
            ]}
          />
          <Pagination
            style={{ marginTop: 16 }}
            current={pageNum}
            total={grants.data.total}
            pageSize={20}
            onChange={setPageNum}
            hideOnSinglePage
          />
        </>
      )}
    </div>
  );
}
