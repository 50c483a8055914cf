/**
 * /payWebchat?orderNo=&payType=: the QR code of a payment (WeChat Pay native, or the sandbox labelled 测试支付), and
 * the order polled until its notification has marked it paid.
 */
import { Button, QRCode, Result, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { orderDetailPath, qrPayType, useQrPayment } from '../checkout';
import { price } from '../format';
import { MoneyFrame } from './ui';

export default function PayQrPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const payType = qrPayType(params.get('payType'));
  const { started, order, url, finished } = useQrPayment(orderNo, payType);
  const done = orderDetailPath(orderNo);
  let body;
  if (finished && order.data) {
    body = (
      <Result
        status={order.data.paidAt ? 'success' : 'info'}
        title={order.data.paidAt ? '支付成功' : `订单${order.data.statusName}`}
        subTitle={order.data.subject}
        extra={
          <Space>
            <Link to={done}>
              <Button type="primary">查看订单</Button>
            </Link>
            <Link to="/myorder">
              <Button>我的订单</Button>
            </Link>
          </Space>
        }
      />
    );
  } else if (started.isError) body = <PageError error={started.error} title="无法发起支付" />;
  else if (!started.data) body = <PageLoading tip="正在生成支付二维码…" />;
  else {
    const test = payType === 'sandbox';
    body = (
      <Space direction="vertical" align="center" style={{ width: '100%' }} size="middle">
        {test ? <Tag color="orange">测试支付 · 不会产生真实扣款</Tag> : null}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {started.data.order.subject}
        </Typography.Title>
        <div style={{ color: '#e53935', fontSize: 28 }}>{price(started.data.order.amountFen)}</div>
        <QRCode value={url} size={220} />
        <Typography.Text type="secondary">
          {test ? '用手机扫码，或点下方按钮打开测试支付页面' : '请使用微信扫一扫完成支付'}，支付后本页自动刷新
        </Typography.Text>
        {test ? (
          <Button type="primary" href={url}>
            打开测试支付页面
          </Button>
        ) : null}
      </Space>
    );
  }
  return <MoneyFrame title={payType === 'sandbox' ? '测试支付' : '微信支付'}>{body}</MoneyFrame>;
}
