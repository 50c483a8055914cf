/**
 * /confirmOrder: the checkout of any order. ?modelCode= opens (or reuses) the order for a paid model, ?packageId= one
 * for a membership package; ?orderNo= pays an order already open. Coins pay at once; a gateway goes to its QR page (/payWebchat), its redirect (Alipay and
 * phones) or the WeChat JSAPI.
 */
import type { PayType } from '@moxing/shared';
import { Alert, App, Button, Descriptions, Radio, Result, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import type { Order } from '../api';
import { useCheckout, useConfirmOrder } from '../checkout';
import { price } from '../format';
import { MoneyFrame, StatusTag } from './ui';

export default function ConfirmOrderPage() {
  const { missing, opened, order } = useConfirmOrder();
  let body;
  if (missing) body = <Result status="warning" title="缺少订单信息" />;
  else if (opened.isError) body = <PageError error={opened.error} title="无法下单" />;
  else if (order.isError) body = <PageError error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <PageLoading tip="正在准备订单…" />;
  else body = <Checkout order={order.data} />;
  return <MoneyFrame title="确认订单">{body}</MoneyFrame>;
}

function Checkout({ order }: { order: Order }) {
  const { message } = App.useApp();
  const { coinable, choices, chosen, setPayType, go, paying, payText, done, short } = useCheckout(order, {
    success: (t) => void message.success(t),
    info: (t) => void message.info(t),
    error: (t) => void message.error(t),
  });
  if (!order.actions.includes('pay')) {
    return (
      <Result
        status={order.paidAt ? 'success' : 'info'}
        title={`订单${order.statusName}`}
        extra={<Link to={done}>查看订单</Link>}
      />
    );
  }
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label="内容">{order.subject}</Descriptions.Item>
        <Descriptions.Item label="应付金额">
          <span style={{ color: '#e53935', fontSize: 20 }}>{price(order.amountFen)}</span>
          {coinable ? <span style={{ marginLeft: 12 }}>或 {order.coins} 金币</span> : null}
        </Descriptions.Item>
        <Descriptions.Item label="状态">
          <StatusTag order={order} />
        </Descriptions.Item>
      </Descriptions>
      <div>
        <div style={{ marginBottom: 8 }}>支付方式</div>
        <Radio.Group value={chosen} onChange={(e) => setPayType(e.target.value as PayType)}>
          <Space direction="vertical">
            {choices.map((c) => (
              <Radio key={c.payType} value={c.payType}>
                {c.label} {c.test ? <Tag color="orange">不会产生真实扣款</Tag> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      {short ? (
        <Alert type="warning" showIcon title="金币余额不足" description={<Link to="/voucherCenter">去充值</Link>} />
      ) : null}
      <Button type="primary" size="large" disabled={!chosen} loading={paying} onClick={go}>
        {payText}
      </Button>
    </Space>
  );
}
