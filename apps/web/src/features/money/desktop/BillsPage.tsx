/** /myaccount/account/bills: every movement of my coins and earnings. */
import { Segmented, Space, Statistic, Table } from 'antd';
import { useState } from 'react';
import { PageError } from '../../../components/states';
import { useBills, usePayOptions } from '../api';
import { billAmountText, billBalanceText, price } from '../format';
import { MoneyFrame } from './ui';

export default function BillsPage() {
  const [pageNum, setPageNum] = useState(1);
  const [account, setAccount] = useState<'all' | 'coins' | 'earnings'>('all');
  const bills = useBills(pageNum, account === 'all' ? undefined : account);
  const options = usePayOptions();
  return (
    <MoneyFrame title="账单明细">
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="金币余额" value={options.data?.coins ?? 0} suffix="金币" />
        <Statistic title="收益" value={price(options.data?.earnings ?? 0)} />
      </Space>
      <div style={{ marginBottom: 12 }}>
        <Segmented
          value={account}
          onChange={(v) => {
            setAccount(v as typeof account);
            setPageNum(1);
          }}
          options={[
            { label: '全部', value: 'all' },
            { label: '金币', value: 'coins' },
            { label: '收益', value: 'earnings' },
          ]}
        />
      </div>
      {bills.isError ? (
        <PageError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={bills.isPending}
          dataSource={bills.data?.list ?? []}
          locale={{ emptyText: '还没有账单' }}
          scroll={{ x: 640 }}
          pagination={{
            current: pageNum,
            pageSize: 20,
            total: bills.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '时间', dataIndex: 'createdAt', render: (t: string) => t.slice(0, 19).replace('T', ' ') },
            { title: '类型', dataIndex: 'kindName' },
            { title: '说明', dataIndex: 'memo' },
            {
              title: '变动',
              key: 'amount',
              render: (_, b) => <span style={{ color: b.amount > 0 ? '#389e0d' : '#cf1322' }}>{billAmountText(b)}</span>,
            },
            {
              title: '余额',
              key: 'after',
              render: (_, b) => billBalanceText(b),
            },
            { title: '订单号', dataIndex: 'orderNo' },
          ]}
        />
      )}
    </MoneyFrame>
  );
}
