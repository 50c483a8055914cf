/** /myassets/withdraw on a phone: apply for a withdrawal, and my withdrawals. */
import { Button, Form, Input, Radio, Space, Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { CASHOUT_COLORS, cashoutStatusLabel, useWithdrawPage } from '../cashout';
import { price } from '../format';
import { MAssetsTabs, MBalances } from './assets';
import money from './money.module.css';
import { MPager, MobileMoneyPage } from './ui';

const PHONE_TAG = { processing: 'primary', success: 'success', error: 'danger' } as const;

export default function MobileWithdrawPage() {
  const { pageNum, setPageNum, summary, accounts, mine, form } = useWithdrawPage();
  return (
    <MobileMoneyPage title="提现">
      <MAssetsTabs />
      {summary.isError ? <PhoneError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      <MBalances summary={summary.data} />
      {accounts.data && accounts.data.list.length === 0 ? (
        <div className={money.card}>
          <p>还没有提现账户</p>
          <Link to="/myassets/account">
            <Button color="primary" size="small">
              添加提现账户
            </Button>
          </Link>
        </div>
      ) : (
        <Form
          layout="vertical"
          onFinish={() => void form.submit()}
          footer={
            <Button block type="submit" color="primary" loading={form.saving}>
              申请提现
            </Button>
          }
        >
          <Form.Item label="提现账户">
            <Radio.Group value={form.accountId} onChange={(v) => form.setAccountId(Number(v))}>
              <Space direction="vertical">
                {(accounts.data?.list ?? []).map((a) => (
                  <Radio key={a.id} value={a.id}>
                    {a.typeName} {a.bank ?? ''} {a.account}（{a.holder}）
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="金额（元）">
            <Input
              id="m-cashout-amount"
              aria-label="提现金额（元）"
              inputMode="decimal"
              placeholder={`至少 ${price(summary.data?.minCashoutFen ?? 10000)}`}
              value={form.amount}
              onChange={form.setAmount}
            />
          </Form.Item>
        </Form>
      )}
      {form.error ? (
        <p role="alert" style={{ color: '#c62828' }}>
          {form.error}
        </p>
      ) : null}
      {form.done ? (
        <p role="status" style={{ color: '#237804' }}>
          {form.done}
        </p>
      ) : null}
      <h2 style={{ fontSize: 16 }}>提现记录</h2>
      {mine.isError ? (
        <PhoneError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isPending ? (
        <PhoneLoading />
      ) : mine.data.total === 0 ? (
        <PhoneEmpty title="还没有提现记录" />
      ) : (
        <>
          {mine.data.list.map((c) => (
            <article key={c.cashoutNo} className={money.card}>
              <div className={money.row}>
                <strong>{price(c.amountFen)}</strong>
                <Tag color={PHONE_TAG[CASHOUT_COLORS[c.status]]}>{cashoutStatusLabel(c.status)}</Tag>
              </div>
              <div className={money.muted}>
                {c.bank ?? '支付宝'} {c.account} · {c.createdAt.slice(0, 16).replace('T', ' ')}
              </div>
              {c.transferRef ? <div className={money.muted}>转账流水号 {c.transferRef}</div> : null}
              {c.rejectReason ? <div className={money.muted}>驳回原因：{c.rejectReason}</div> : null}
            </article>
          ))}
          <MPager pageNum={pageNum} pageSize={10} total={mine.data.total} onChange={setPageNum} />
        </>
      )}
    </MobileMoneyPage>
  );
}
