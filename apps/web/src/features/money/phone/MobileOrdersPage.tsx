/** /myorder on a phone: every order of mine, by kind, with the buttons the server allows. */
import { ORDER_KIND_LABELS, ORDER_KINDS, type OrderKind } from '@moxing/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { PhoneEmpty, PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useOrders } from '../api';
import { price } from '../format';
import styles from './money.module.css';
import { MOrderButtons, MPager, MStatusTag, MobileMoneyPage } from './ui';

export default function MobileOrdersPage() {
  const [kind, setKind] = useState<OrderKind | 'all'>('all');
  const [pageNum, setPageNum] = useState(1);
  const orders = useOrders({ pageNum, pageSize: 10, kind: kind === 'all' ? undefined : kind });
  return (
    <MobileMoneyPage title="我的订单" extra={<Link to="/myaccount/account/bills">账单明细</Link>}>
      <Tabs
        activeKey={kind}
        onChange={(k) => {
          setKind(k as OrderKind | 'all');
          setPageNum(1);
        }}
      >
        <Tabs.Tab key="all" title="全部" />
        {ORDER_KINDS.map((k) => (
          <Tabs.Tab key={k} title={ORDER_KIND_LABELS[k]} />
        ))}
      </Tabs>
      {orders.isError ? (
        <PhoneError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.isPending ? (
        <PhoneLoading />
      ) : orders.data.total === 0 ? (
        <PhoneEmpty title="还没有订单" />
      ) : (
        <>
          {orders.data.list.map((o) => (
            <article key={o.orderNo} className={styles.card} style={{ marginTop: 12 }}>
              <Link to={`/myorderDetail?orderNo=${o.orderNo}`} className={`${styles.row} ${styles.plainLink}`}>
                <strong>{o.subject}</strong>
                <MStatusTag order={o} />
              </Link>
              <div className={styles.row} style={{ marginTop: 6 }}>
                <span className={styles.muted}>
                  {o.kindName} · {o.createdAt.slice(0, 16).replace('T', ' ')}
                  <br />
                  {o.orderNo}
                </span>
                <strong>{price(o.amountFen)}</strong>
              </div>
              <MOrderButtons order={o} />
            </article>
          ))}
          <MPager pageNum={pageNum} pageSize={10} total={orders.data.total} onChange={setPageNum} />
        </>
      )}
    </MobileMoneyPage>
  );
}
