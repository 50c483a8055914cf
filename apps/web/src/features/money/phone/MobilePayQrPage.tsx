/** /payWebchat on a phone: the payment's code (or the sandbox's test page), the order polled until it is paid. */
import { Button, Result, Tag } from 'antd-mobile';
import { QRCode } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PhoneError, PhoneLoading } from '../../../components/phone/states';
import { orderDetailPath, qrPayType, useQrPayment } from '../checkout';
import { price } from '../format';
import styles from './money.module.css';
import { MobileMoneyPage } from './ui';

export default function MobilePayQrPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const payType = qrPayType(params.get('payType'));
  const { started, order, url, finished } = useQrPayment(orderNo, payType);
  const test = payType === 'sandbox';
  let body;
  if (finished && order.data) {
    body = (
      <>
        <Result
          status={order.data.paidAt ? 'success' : 'info'}
          title={order.data.paidAt ? '支付成功' : `订单${order.data.statusName}`}
          description={order.data.subject}
        />
        <Link to={orderDetailPath(orderNo)}>
          <Button block color="primary">
            查看订单
          </Button>
        </Link>
      </>
    );
  } else if (started.isError) body = <PhoneError error={started.error} title="无法发起支付" />;
  else if (!started.data) body = <PhoneLoading tip="正在发起支付…" />;
  else {
    body = (
      <div className={`${styles.card} ${styles.center}`}>
        {test ? <Tag color="warning">测试支付 · 不会产生真实扣款</Tag> : null}
        <h2 style={{ fontSize: 17, margin: '8px 0' }}>{started.data.order.subject}</h2>
        <div className={styles.price}>{price(started.data.order.amountFen)}</div>
        <div style={{ margin: '12px 0' }}>
          <QRCode value={url} size={180} type="canvas" style={{ margin: '0 auto' }} />
        </div>
        <p className={styles.muted}>
          {test ? '点下方按钮打开测试支付页面' : '长按识别或用另一台手机的微信扫码支付'}，支付后本页自动刷新
        </p>
        {test ? (
          <a href={url}>
            <Button block color="primary">
              打开测试支付页面
            </Button>
          </a>
        ) : null}
      </div>
    );
  }
  return <MobileMoneyPage title={test ? '测试支付' : '微信支付'}>{body}</MobileMoneyPage>;
}
