/** /myorderDetail?orderNo=: one order (buyer, seller or operator), with its buttons. */
import { Button, Descriptions, Result, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { PageError, PageLoading } from '../../../components/states';
import { useOrder } from '../api';
import { price } from '../format';
import { MoneyFrame, OrderButtons, StatusTag } from './ui';

const time = (t: string | null) => (t ? t.slice(0, 19).replace('T', ' ') : '—');

export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useOrder(orderNo, true);
  let body;
  if (!orderNo) body = <Result status="warning" title="缺少订单号" />;
  else if (order.isError) body = <PageError error={order.error} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <PageLoading />;
  else {
    const o = order.data;
    body = (
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
          <Descriptions.Item label="类型">{o.kindName}</Descriptions.Item>
          <Descriptions.Item label="内容">{o.subject}</Descriptions.Item>
          <Descriptions.Item label="金额">{price(o.amountFen)}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag order={o} />
          </Descriptions.Item>
          <Descriptions.Item label="支付方式">{o.payTypeName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{time(o.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{time(o.paidAt)}</Descriptions.Item>
          {o.seller ? <Descriptions.Item label="卖家">{o.seller.nickname}</Descriptions.Item> : null}
          {o.feedback ? <Descriptions.Item label="反馈">{o.feedback}</Descriptions.Item> : null}
          {o.refundReason ? <Descriptions.Item label="退款原因">{o.refundReason}</Descriptions.Item> : null}
        </Descriptions>
        <Space wrap>
          <OrderButtons order={o} />
          {o.modelCode && o.paidAt && !o.refundedAt ? (
            <Link to={`/modelinfo/${o.modelCode}`}>
              <Button type="primary">去下载模型</Button>
            </Link>
          ) : null}
        </Space>
      </Space>
    );
  }
  return (
    <MoneyFrame title="订单详情" extra={<Link to="/myorder">我的订单</Link>}>
      {body}
    </MoneyFrame>
  );
}
