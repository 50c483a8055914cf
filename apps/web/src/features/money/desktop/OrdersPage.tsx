/** /myorder: every order of mine, by kind and status, with the buttons the server allows. */
import { ORDER_KIND_LABELS, ORDER_KINDS, type OrderKind } from '@moxing/shared';
import { List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError } from '../../../components/states';
import { useOrders } from '../api';
import { price } from '../format';
import { MoneyFrame, OrderButtons, StatusTag } from './ui';

export default function OrdersPage() {
  const [kind, setKind] = useState<OrderKind | 'all'>('all');
  const [pageNum, setPageNum] = useState(1);
  const orders = useOrders({ pageNum, pageSize: 10, kind: kind === 'all' ? undefined : kind });
  return (
    <MoneyFrame title="我的订单" extra={<Link to="/myaccount/account/bills">账单明细</Link>}>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as OrderKind | 'all');
          setPageNum(1);
        }}
        items={[{ key: 'all', label: '全部' }, ...ORDER_KINDS.map((k) => ({ key: k, label: ORDER_KIND_LABELS[k] }))]}
      />
      {orders.isError ? (
        <PageError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <List
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          locale={{ emptyText: <EmptyState description="还没有订单" /> }}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: orders.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          renderItem={(o) => (
            <List.Item actions={[<OrderButtons key="b" order={o} />]}>
              <List.Item.Meta
                title={
                  <Link to={`/myorderDetail?orderNo=${o.orderNo}`}>
                    {o.subject} <StatusTag order={o} />
                  </Link>
                }
                description={
                  <Typography.Text type="secondary">
                    {o.kindName} · {o.orderNo} · {o.createdAt.slice(0, 16).replace('T', ' ')}
                  </Typography.Text>
                }
              />
              <div style={{ minWidth: 100, textAlign: 'right' }}>{price(o.amountFen)}</div>
            </List.Item>
          )}
        />
      )}
    </MoneyFrame>
  );
}
