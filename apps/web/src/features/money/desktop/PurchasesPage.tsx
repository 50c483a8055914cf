/** /myPurchaseService: the models I bought (download them again) and, for sellers, my deals. */
import { Button, List, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, PageError } from '../../../components/states';
import { useDeals, usePurchases } from '../api';
import { price } from '../format';
import { MoneyFrame, StatusTag } from './ui';

export default function PurchasesPage() {
  const [tab, setTab] = useState<'bought' | 'deals'>('bought');
  return (
    <MoneyFrame title="我的购买与成交">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as typeof tab)}
        items={[
          { key: 'bought', label: '已购模型', children: <Bought /> },
          { key: 'deals', label: '我售出的模型', children: <Deals /> },
        ]}
      />
    </MoneyFrame>
  );
}

function Bought() {
  const [pageNum, setPageNum] = useState(1);
  const bought = usePurchases(pageNum);
  if (bought.isError) return <PageError error={bought.error} onRetry={() => void bought.refetch()} />;
  return (
    <List
      loading={bought.isPending}
      dataSource={bought.data?.list ?? []}
      locale={{ emptyText: <EmptyState description="还没有购买过模型" /> }}
      pagination={{
        current: pageNum,
        pageSize: 12,
        total: bought.data?.total ?? 0,
        onChange: setPageNum,
        hideOnSinglePage: true,
      }}
      renderItem={(m) => (
        <List.Item
          actions={[
            <Link key="dl" to={`/modelinfo/${m.modelCode}`}>
              <Button type="primary">查看并下载</Button>
            </Link>,
          ]}
        >
          <List.Item.Meta
            title={m.title}
            description={
              <Typography.Text type="secondary">
                {price(m.paid)} · {m.purchasedAt.slice(0, 10)}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}

function Deals() {
  const [pageNum, setPageNum] = useState(1);
  const deals = useDeals(pageNum);
  if (deals.isError) return <PageError error={deals.error} onRetry={() => void deals.refetch()} />;
  return (
    <List
      loading={deals.isPending}
      dataSource={deals.data?.list ?? []}
      locale={{ emptyText: <EmptyState description="还没有成交记录" /> }}
      pagination={{ current: pageNum, pageSize: 10, total: deals.data?.total ?? 0, onChange: setPageNum, hideOnSinglePage: true }}
      renderItem={(o) => (
        <List.Item>
          <List.Item.Meta
            title={
              <Link to={`/myorderDetail?orderNo=${o.orderNo}`}>
                {o.subject} <StatusTag order={o} />
              </Link>
            }
            description={`买家：${o.buyer?.nickname ?? ''} · ${o.paidAt?.slice(0, 10) ?? ''}${o.feedback ? ` · 反馈：${o.feedback}` : ''}`}
          />
          <div>{price(o.amountFen)}</div>
        </List.Item>
      )}
    />
  );
}
