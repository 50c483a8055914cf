/** /myassets/withdraw: apply for a withdrawal to one of my accounts, and my withdrawals with their outcome. */
import { Alert, Button, Empty, Form, Input, Select, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { PageError } from '../../../components/states';
import { CASHOUT_COLORS, cashoutStatusLabel, useWithdrawPage } from '../cashout';
import type { Cashout } from '../cashoutApi';
import { price } from '../format';
import { AssetsTabs, Balances } from './assets';
import { MoneyFrame } from './ui';

export default function WithdrawPage() {
  const { pageNum, setPageNum, summary, accounts, mine, form } = useWithdrawPage();
  return (
    <MoneyFrame title="提现">
      <AssetsTabs />
      {summary.isError ? <PageError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      <Balances summary={summary.data} />
      {accounts.data && accounts.data.list.length === 0 ? (
        <Empty description="还没有提现账户">
          <Link to="/myassets/account">
            <Button type="primary">添加提现账户</Button>
          </Link>
        </Empty>
      ) : (
        <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={() => void form.submit()}>
          <Form.Item label="提现账户" htmlFor="cashout-account">
            <Select
              id="cashout-account"
              style={{ width: 260 }}
              placeholder="选择账户"
              loading={accounts.isPending}
              value={form.accountId}
              onChange={form.setAccountId}
              options={(accounts.data?.list ?? []).map((a) => ({
                value: a.id,
                label: `${a.typeName} ${a.bank ?? ''} ${a.account}（${a.holder}）`,
              }))}
            />
          </Form.Item>
          <Form.Item label="金额（元）" htmlFor="cashout-amount">
            <Input
              id="cashout-amount"
              style={{ width: 160 }}
              inputMode="decimal"
              placeholder={`至少 ${price(summary.data?.minCashoutFen ?? 10000)}`}
              value={form.amount}
              onChange={(e) => form.setAmount(e.target.value)}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={form.saving}>
              申请提现
            </Button>
          </Form.Item>
        </Form>
      )}
      {form.error ? <Alert type="error" showIcon message={form.error} style={{ marginBottom: 12 }} /> : null}
      {form.done ? <Alert type="success" showIcon message={form.done} style={{ marginBottom: 12 }} /> : null}
      <h2 style={{ fontSize: 16, margin: '16px 0 8px' }}>提现记录</h2>
      {mine.isError ? (
        <PageError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        <Table<Cashout>
          rowKey="cashoutNo"
          size="small"
          loading={mine.isPending}
          dataSource={mine.data?.list ?? []}
          locale={{ emptyText: '还没有提现记录' }}
          scroll={{ x: 760 }}
          pagination={{
            current: pageNum,
            pageSize: 10,
            total: mine.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '申请时间', dataIndex: 'createdAt', render: (t: string) => t.slice(0, 16).replace('T', ' ') },
            { title: '金额', dataIndex: 'amountFen', render: (v: number) => <strong>{price(v)}</strong> },
            { title: '账户', key: 'account', render: (_, c) => `${c.bank ?? '支付宝'} ${c.account}` },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: Cashout['status']) => <Tag color={CASHOUT_COLORS[s]}>{cashoutStatusLabel(s)}</Tag>,
            },
            {
              title: '说明',
              key: 'note',
              render: (_, c) => (c.transferRef ? `转账流水号 ${c.transferRef}` : (c.rejectReason ?? '')),
            },
            { title: '提现单号', dataIndex: 'cashoutNo' },
          ]}
        />
      )}
    </MoneyFrame>
  );
}
