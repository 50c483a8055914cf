/**
 * /confirmOrder: the checkout of any order. ?modelCode= opens (or reuses) the order for a paid model, ?packageId= one
 * for a membership package; ?orderNo= pays an order already open. Coins pay at once; a gateway goes to its QR page (/payWebchat), its redirect (Alipay and
 * phones) or the WeChat JSAPI.
 */
import type { PayType } from '@moxing/shared';
import { PAY_TYPE_LABELS } from '@moxing/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Radio, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageError, PageLoading, errorText } from '../../../components/states';
import { moneyApi, moneyKeys, useMoneyMutation, useOrder, usePayOptions, type Order } from '../api';
import { price, sceneFor } from '../format';
import { MoneyFrame, StatusTag } from './ui';

export default function ConfirmOrderPage() {
  const [params] = useSearchParams();
  const modelCode = params.get('modelCode') ?? '';
  const packageId = Number(params.get('packageId') ?? '');
  const given = params.get('orderNo') ?? '';
  const opened = useQuery({
    queryKey: moneyKeys.start('open', modelCode, String(packageId)),
    queryFn: () => (modelCode ? moneyApi.createModelOrder(modelCode) : moneyApi.createPackageOrder(packageId)),
    enabled: given === '' && (modelCode !== '' || packageId > 0),
    staleTime: Infinity,
    retry: false,
  });
  const orderNo = given || opened.data?.orderNo || '';
  const order = useOrder(orderNo);
  let body;
  if (!given && !modelCode && !(packageId > 0)) body = <Result status="warning" title="缺少订单信息" />;
  else if (opened.isError) body = <PageError error={opened.error} title="无法下单" />;
  else if (order.isError) body = <PageError error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <PageLoading tip="正在准备订单…" />;
  else body = <Checkout order={order.data} />;
  return <MoneyFrame title="确认订单">{body}</MoneyFrame>;
}

function Checkout({ order }: { order: Order }) {
  const options = usePayOptions();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const coinable = order.kind !== 'coin' && order.coins !== null;
  const [payType, setPayType] = useState<PayType | null>(null);
  const chosen =
    payType ??
    (coinable && (options.data?.coins ?? 0) >= (order.coins ?? 0) ? 'coin' : (options.data?.channels[0]?.payType ?? null));
  const pay = useMoneyMutation((t: PayType) =>
    moneyApi.pay(order.orderNo, t, sceneFor(t), `/myorderDetail?orderNo=${order.orderNo}`),
  );
  const done = `/myorderDetail?orderNo=${order.orderNo}`;
  const go = () => {
    if (!chosen) return;
    const scene = sceneFor(chosen);
    if (chosen !== 'coin' && scene === 'qr') return void navigate(`/payWebchat?orderNo=${order.orderNo}&payType=${chosen}`);
    if (chosen === 'alipay') return void navigate(`/alipayComponent?orderNo=${order.orderNo}`);
    pay.mutate(chosen, {
      onSuccess: (r) => {
        if (!r.start) {
          void message.success('支付成功');
          return void navigate(done);
        }
        if (r.start.kind === 'redirect') window.location.href = r.start.url;
        else void message.info('请在微信中完成支付');
      },
      onError: (e) => void message.error(errorText(e)),
    });
  };
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
            {coinable ? (
              <Radio value="coin">
                {PAY_TYPE_LABELS.coin}（余额 {options.data?.coins ?? 0} 金币）
              </Radio>
            ) : null}
            {(options.data?.channels ?? []).map((c) => (
              <Radio key={c.payType} value={c.payType}>
                {c.name} {c.test ? <Tag color="orange">不会产生真实扣款</Tag> : null}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      {chosen === 'coin' && (options.data?.coins ?? 0) < (order.coins ?? 0) ? (
        <Alert type="warning" showIcon title="金币余额不足" description={<Link to="/voucherCenter">去充值</Link>} />
      ) : null}
      <Button type="primary" size="large" disabled={!chosen} loading={pay.isPending} onClick={go}>
        {chosen === 'coin' ? `支付 ${order.coins} 金币` : `支付 ${price(order.amountFen)}`}
      </Button>
    </Space>
  );
}
