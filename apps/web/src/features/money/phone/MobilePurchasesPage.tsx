/** /myPurchaseService on a phone: the models I bought (download them again) and, for sellers, my deals. */
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useDeals, usePurchases } from '../api';
import { price } from '../format';
import styles from './money.module.css';
import { MPager, MStatusTag, MobileMoneyPage } from './ui';

export default function MobilePurchasesPage() {
  const [tab, setTab] = useState<'bought' | 'deals'>('bought');
  return (
    <MobileMoneyPage title="我的购买与成交">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)}>
        <Tabs.Tab key="bought" title="已购模型">
          <Bought />
        </Tabs.Tab>
        <Tabs.Tab key="deals" title="我售出的模型">
          <Deals />
        </Tabs.Tab>
      </Tabs>
    </MobileMoneyPage>
  );
}

function Bought() {
  const [pageNum, setPageNum] = useState(1);
  const bought = usePurchases(pageNum);
  if (bought.isError) return <PhoneError error={bought.error} onRetry={() => void bought.refetch()} />;
  if (bought.isPending) return <PhoneLoading />;
  if (bought.data.total === 0) return <PhoneEmpty title="还没有购买过模型" />;
  return (
    <>
      {bought.data.list.map((m) => (
        <article key={m.modelCode} className={styles.card}>
          <strong>{m.title}</strong>
          <div className={styles.muted}>
            {price(m.paid)} · {m.purchasedAt.slice(0, 10)}
          </div>
          <Link to={`/modelinfo/${m.modelCode}`}>
            <Button size="small" color="primary" style={{ marginTop: 8 }}>
              查看并下载
            </Button>
          </Link>
        </article>
      ))}
      <MPager pageNum={pageNum} pageSize={12} total={bought.data.total} onChange={setPageNum} />
    </>
  );
}

function Deals() {
  const [pageNum, setPageNum] = useState(1);
  const deals = useDeals(pageNum);
  if (deals.isError) return <PhoneError error={deals.error} onRetry={() => void deals.refetch()} />;
  if (deals.isPending) return <PhoneLoading />;
  if (deals.data.total === 0) return <PhoneEmpty title="还没有成交记录" />;
  return (
    <>
      {deals.data.list.map((o) => (
        <article key={o.orderNo} className={styles.card}>
          <Link to={`/myorderDetail?orderNo=${o.orderNo}`} className={`${styles.row} ${styles.plainLink}`}>
            <strong>{o.subject}</strong>
            <MStatusTag order={o} />
          </Link>
          <div className={styles.row} style={{ marginTop: 6 }}>
            <span className={styles.muted}>
              买家：{o.buyer?.nickname ?? ''} · {o.paidAt?.slice(0, 10) ?? ''}
              {o.feedback ? ` · 反馈：${o.feedback}` : ''}
            </span>
            <strong>{price(o.amountFen)}</strong>
          </div>
        </article>
      ))}
      <MPager pageNum={pageNum} pageSize={10} total={deals.data.total} onChange={setPageNum} />
    </>
  );
}
