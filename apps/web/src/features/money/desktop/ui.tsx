/** Pieces the money pages share: the page frame with its login gate, order status tags, the buttons of an order. */
import { LoginOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Modal, Result, Space, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../components/states';
import { session, useSession } from '../../../stores/session';
import { moneyApi, useMoneyMutation, type Order } from '../api';
import { STATUS_COLORS, statusLabel } from '../format';

export function MoneyFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  return (
    <div style={{ maxWidth: 1000, margin: '24px auto', padding: '0 16px' }}>
      <Card title={title} extra={extra}>
        {token ? (
          children
        ) : (
          <Result
            status="info"
            icon={<LoginOutlined />}
            title="请先登录"
            subTitle="登录后查看订单、充值和账单"
            extra={
              <Button type="primary" onClick={() => session.openLogin('password', location.pathname + location.search)}>
                登录 / 注册
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}

export function StatusTag({ order }: { order: Pick<Order, 'status'> }) {
  return <Tag color={STATUS_COLORS[order.status]}>{statusLabel(order.status)}</Tag>;
}

/** The buttons of an order, from what the server says the viewer may do now. */
export function OrderButtons({ order }: { order: Order }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [feedback, setFeedback] = useState<string | null>(null);
  const cancel = useMoneyMutation(moneyApi.cancel);
  const confirm = useMoneyMutation(moneyApi.confirm);
  const sendFeedback = useMoneyMutation(({ content }: { content: string }) => moneyApi.feedback(order.orderNo, content));
  const fail = (e: unknown) => void message.error(errorText(e));
  const buttons: ReactNode[] = [];
  for (const action of order.actions) {
    switch (action) {
      case 'pay':
        buttons.push(
          <Button key="pay" type="primary" onClick={() => void navigate(`/confirmOrder?orderNo=${order.orderNo}`)}>
            去支付
          </Button>,
        );
        break;
      case 'close':
        buttons.push(
          <Button key="close" loading={cancel.isPending} onClick={() => cancel.mutate(order.orderNo, { onError: fail })}>
            取消订单
          </Button>,
        );
        break;
      case 'confirm':
        buttons.push(
          <Button key="confirm" loading={confirm.isPending} onClick={() => confirm.mutate(order.orderNo, { onError: fail })}>
            确认收货
          </Button>,
        );
        break;
      case 'feedback':
        buttons.push(
          <Button key="feedback" onClick={() => setFeedback(order.feedback ?? '')}>
            反馈
          </Button>,
        );
        break;
      case 'changePayType':
      case 'refund':
        break;
    }
  }
  return (
    <>
      <Space wrap>{buttons}</Space>
      <Modal
        title="订单反馈"
        open={feedback !== null}
        okText="提交"
        confirmLoading={sendFeedback.isPending}
        onCancel={() => setFeedback(null)}
        onOk={() => sendFeedback.mutate({ content: feedback ?? '' }, { onSuccess: () => setFeedback(null), onError: fail })}
      >
        <Input.TextArea rows={4} maxLength={500} value={feedback ?? ''} onChange={(e) => setFeedback(e.target.value)} />
      </Modal>
    </>
  );
}
