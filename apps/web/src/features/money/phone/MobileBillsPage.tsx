/** /myaccount/account/bills on a phone: every movement of my coins and earnings, one card per entry. */
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useBills, usePayOptions } from '../api';
import { billAmountText, billBalanceText, price } from '../format';
import styles from './money.module.css';
import { MPager, MobileMoneyPage } from './ui';

export default function MobileBillsPage() {
  const [pageNum, setPageNum] = useState(1);
  const [account, setAccount] = useState<'all' | 'coins' | 'earnings'>('all');
  const bills = useBills(pageNum, account === 'all' ? undefined : account);
  const options = usePayOptions();
  return (
    <MobileMoneyPage title="账单明细">
      <div className={styles.stats}>
        <div className={styles.stat}>
          <div className={styles.muted}>金币余额</div>
          <div className={styles.statValue}>{options.data?.coins ?? 0} 金币</div>
        </div>
        <div className={styles.stat}>
          <div className={styles.muted}>收益</div>
          <div className={styles.statValue}>{price(options.data?.earnings ?? 0)}</div>
        </div>
      </div>
      <Tabs
        activeKey={account}
        onChange={(k) => {
          setAccount(k as typeof account);
          setPageNum(1);
        }}
      >
        <Tabs.Tab key="all" title="全部" />
        <Tabs.Tab key="coins" title="金币" />
        <Tabs.Tab key="earnings" title="收益" />
      </Tabs>
      {bills.isError ? (
        <PhoneError error={bills.error} onRetry={() => void bills.refetch()} />
      ) : bills.isPending ? (
        <PhoneLoading />
      ) : bills.data.total === 0 ? (
        <PhoneEmpty title="还没有账单" />
      ) : (
        <>
          {bills.data.list.map((b) => (
            <article key={b.id} className={styles.card} style={{ marginTop: 12 }} data-bill={b.id}>
              <div className={styles.row}>
                <strong>{b.kindName}</strong>
                <strong className={b.amount > 0 ? styles.plus : styles.minus}>{billAmountText(b)}</strong>
              </div>
              <div className={styles.row}>
                <span className={styles.muted}>{b.memo}</span>
                <span className={styles.muted}>余额 {billBalanceText(b)}</span>
              </div>
              <div className={styles.muted}>
                {b.createdAt.slice(0, 19).replace('T', ' ')}
                {b.orderNo ? ` · ${b.orderNo}` : ''}
              </div>
            </article>
          ))}
          <MPager pageNum={pageNum} pageSize={20} total={bills.data.total} onChange={setPageNum} />
        </>
      )}
    </MobileMoneyPage>
  );
}
