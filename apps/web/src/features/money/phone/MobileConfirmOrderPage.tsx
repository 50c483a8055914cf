/** /confirmOrder on a phone: the checkout of any order (coins, WeChat Pay H5 or JSAPI inside WeChat, Alipay wap). */
import type { PayType } from '@moxing/shared';
import { Button, NoticeBar, Radio, Result, Space, Tag, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import type { Order } from '../api';
import { useCheckout, useConfirmOrder } from '../checkout';
import { price } from '../format';
import styles from './money.module.css';
import { MLines, MStatusTag, MobileMoneyPage } from './ui';

export default function MobileConfirmOrderPage() {
  const { missing, opened, order } = useConfirmOrder();
  let body;
  if (missing) body = <Result status="warning" title="缺少订单信息" />;
  else if (opened.isError) body = <PhoneError error={opened.error} title="无法下单" />;
  else if (order.isError) body = <PhoneError error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <PhoneLoading tip="正在准备订单…" />;
  else body = <MCheckout order={order.data} />;
  return <MobileMoneyPage title="确认订单">{body}</MobileMoneyPage>;
}

function MCheckout({ order }: { order: Order }) {
  const { coinable, choices, chosen, setPayType, go, paying, payText, done, short } = useCheckout(order, {
    success: (t) => Toast.show({ icon: 'success', content: t }),
    info: (t) => Toast.show({ content: t }),
    error: (t) => Toast.show({ icon: 'fail', content: t, duration: 3000 }),
  });
  if (!order.actions.includes('pay')) {
    return (
      <>
        <Result status={order.paidAt ? 'success' : 'info'} title={`订单${order.statusName}`} />
        <Link to={done}>
          <Button block color="primary">
            查看订单
          </Button>
        </Link>
      </>
    );
  }
  return (
    <>
      <div className={styles.card}>
        <MLines
          lines={[
            ['订单号', order.orderNo],
            ['内容', order.subject],
            ['状态', <MStatusTag key="s" order={order} />],
          ]}
        />
        <div className={styles.row} style={{ alignItems: 'baseline', marginTop: 6 }}>
          <span className={styles.label}>应付金额</span>
          <span>
            <span className={styles.price}>{price(order.amountFen)}</span>
            {coinable ? <span className={styles.muted}> 或 {order.coins} 金币</span> : null}
          </span>
        </div>
      </div>
      <div className={styles.card}>
        <div style={{ marginBottom: 10 }}>支付方式</div>
        <Radio.Group value={chosen} onChange={(v) => setPayType(v as PayType)}>
          <Space direction="vertical">
            {choices.map((c) => (
              <Radio key={c.payType} value={c.payType}>
                {c.label} {c.test ? <Tag color="warning">不会产生真实扣款</Tag> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      {short ? (
        <NoticeBar
          color="alert"
          content="金币余额不足"
          extra={
            <Link to="/voucherCenter" style={{ marginLeft: 8 }}>
              去充值
            </Link>
          }
        />
      ) : null}
      <Button block color="primary" size="large" style={{ marginTop: 12 }} disabled={!chosen} loading={paying} onClick={go}>
        {payText}
      </Button>
    </>
  );
}
