/** /myassets/list: my income per order (with the platform fee), pending and available, and the last 12 months. */
import { Button, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/EChart';
import { PageError } from '../../../components/states';
import { INCOME_COLORS, incomeStateLabel, monthOption } from '../cashout';
import { useEarnings, useIncomes, type Income } from '../cashoutApi';
import styles from './cashout.module.css';
import { price } from '../format';
import { AssetsTabs, Balances } from './assets';
import { MoneyFrame } from './ui';

export default function EarningsPage() {
  const [pageNum, setPageNum] = useState(1);
  const summary = useEarnings();
  const incomes = useIncomes(pageNum);
  const option = useMemo(() => monthOption(summary.data?.months ?? []), [summary.data]);
  return (
    <MoneyFrame
      title="我的收益"
      extra={
        <Link to="/myassets/withdraw">
          <Button type="primary">申请提现</Button>
        </Link>
      }
    >
      <AssetsTabs />
      {summary.isError ? (
        <PageError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <Balances summary={summary.data} />
          <EChart option={option} ariaLabel="近 12 个月收益走势" className={styles.chart} />
        </>
      )}
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>收益明细</h2>
      {incomes.isError ? (
        <PageError error={incomes.error} onRetry={() => void incomes.refetch()} />
      ) : (
        <Table
          rowKey={(r) => `${r.orderNo}:${r.createdAt}`}
          size="small"
          loading={incomes.isPending}
          dataSource={incomes.data?.list ?? []}
          locale={{ emptyText: '还没有收益：模型售出或需求验收后，收入会显示在这里' }}
          scroll={{ x: 840 }}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: incomes.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '时间', dataIndex: 'createdAt', render: (t: string) => t.slice(0, 16).replace('T', ' ') },
            { title: '来源', dataIndex: 'kindName' },
            { title: '说明', dataIndex: 'subject' },
            { title: '成交价', dataIndex: 'grossFen', render: (v: number) => price(v) },
            { title: '平台服务费', dataIndex: 'feeFen', render: (v: number) => price(v) },
            { title: '退款', dataIndex: 'refundFen', render: (v: number) => (v > 0 ? price(v) : '—') },
            { title: '到账', dataIndex: 'netFen', render: (v: number) => <strong>{price(v)}</strong> },
            {
              title: '状态',
              dataIndex: 'state',
              render: (s: Income['state']) => <Tag color={INCOME_COLORS[s]}>{incomeStateLabel(s)}</Tag>,
            },
            {
              title: '可提现日期',
              render: (_, r: Income) => (r.refundFen > 0 ? '—' : r.availableAt.slice(0, 10)),
            },
          ]}
        />
      )}
    </MoneyFrame>
  );
}
