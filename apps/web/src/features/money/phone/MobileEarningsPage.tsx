/** /myassets/list on a phone: balances, the 12-month chart and my income per order. */
import { Button, Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EChart } from '../../../components/EChart';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { INCOME_COLORS, incomeStateLabel, monthOption } from '../cashout';
import { useEarnings, useIncomes } from '../cashoutApi';
import { price } from '../format';
import { MAssetsTabs, MBalances } from './assets';
import styles from './cashout.module.css';
import money from './money.module.css';
import { MPager, MobileMoneyPage } from './ui';

const PHONE_TAG: Record<string, 'warning' | 'success' | 'default'> = { gold: 'warning', green: 'success', default: 'default' };

export default function MobileEarningsPage() {
  const [pageNum, setPageNum] = useState(1);
  const summary = useEarnings();
  const incomes = useIncomes(pageNum);
  const option = useMemo(() => monthOption(summary.data?.months ?? []), [summary.data]);
  return (
    <MobileMoneyPage title="我的收益">
      <MAssetsTabs />
      {summary.isError ? <PhoneError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      <MBalances summary={summary.data} />
      <p className={money.muted}>收入在 {summary.data?.settlementDays ?? 7} 天结算期后可提现。</p>
      <EChart option={option} ariaLabel="近 12 个月收益走势" className={styles.chart} />
      <Link to="/myassets/withdraw">
        <Button block color="primary" style={{ margin: '12px 0' }}>
          申请提现
        </Button>
      </Link>
      {incomes.isError ? (
        <PhoneError error={incomes.error} onRetry={() => void incomes.refetch()} />
      ) : incomes.isPending ? (
        <PhoneLoading />
      ) : incomes.data.total === 0 ? (
        <PhoneEmpty title="还没有收益：模型售出或需求验收后，收入会显示在这里" />
      ) : (
        <>
          {incomes.data.list.map((i) => (
            <article key={`${i.orderNo}:${i.createdAt}`} className={money.card}>
              <div className={money.row}>
                <strong>{i.kindName}</strong>
                <strong className={i.netFen > 0 ? money.plus : undefined}>+{price(i.netFen)}</strong>
              </div>
              <div className={money.muted}>{i.subject}</div>
              <div className={money.row}>
                <span className={money.muted}>
                  成交价 {price(i.grossFen)} · 服务费 {price(i.feeFen)}
                  {i.refundFen > 0 ? ` · 退款 ${price(i.refundFen)}` : ''}
                </span>
                <Tag color={PHONE_TAG[INCOME_COLORS[i.state]]}>{incomeStateLabel(i.state)}</Tag>
              </div>
              <div className={money.muted}>
                {i.createdAt.slice(0, 16).replace('T', ' ')}
                {i.refundFen > 0 ? ' · 已退款给买家' : ` · ${i.availableAt.slice(0, 10)} 起可提现`}
              </div>
            </article>
          ))}
          <MPager pageNum={pageNum} pageSize={10} total={incomes.data.total} onChange={setPageNum} />
        </>
      )}
    </MobileMoneyPage>
  );
}
