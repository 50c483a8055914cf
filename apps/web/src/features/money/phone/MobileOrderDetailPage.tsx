/** /myorderDetail on a phone: one order, polled while it waits for its payment, with its buttons. */
import { Button, Result } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import { useOrder } from '../api';
import { price } from '../format';
import styles from './money.module.css';
import { MLines, MOrderButtons, MStatusTag, MobileMoneyPage } from './ui';

const time = (t: string | null) => (t ? t.slice(0, 19).replace('T', ' ') : '—');

export default function MobileOrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useOrder(orderNo, true);
  let body;
  if (!orderNo) body = <Result status="warning" title="缺少订单号" />;
  else if (order.isError) body = <PhoneError error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <PhoneLoading />;
  else {
    const o = order.data;
    const lines: [string, React.ReactNode][] = [
      ['订单号', o.orderNo],
      ['类型', o.kindName],
      ['内容', o.subject],
      ['金额', price(o.amountFen)],
      ['状态', <MStatusTag key="s" order={o} />],
      ['支付方式', o.payTypeName ?? '—'],
      ['下单时间', time(o.createdAt)],
      ['支付时间', time(o.paidAt)],
    ];
    if (o.seller) lines.push(['卖家', o.seller.nickname]);
    if (o.feedback) lines.push(['反馈', o.feedback]);
    if (o.refundReason) lines.push(['退款原因', o.refundReason]);
    body = (
      <div className={styles.card}>
        <MLines lines={lines} />
        <MOrderButtons order={o} />
        {o.modelCode && o.paidAt && !o.refundedAt ? (
          <Link to={`/modelinfo/${o.modelCode}`}>
            <Button block color="primary" style={{ marginTop: 12 }}>
              去下载模型
            </Button>
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <MobileMoneyPage title="订单详情" extra={<Link to="/myorder">我的订单</Link>}>
      {body}
    </MobileMoneyPage>
  );
}
