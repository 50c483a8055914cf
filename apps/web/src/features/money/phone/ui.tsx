/** Pieces the money pages share on a phone: the page with its login gate, status tags, pages, order buttons. */
import { Button, Dialog, Tag, TextArea, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/errorText';
import { session, useSession } from '../../../stores/session';
import { moneyApi, useMoneyMutation, type Order } from '../api';
import { statusLabel } from '../format';
import styles from './money.module.css';

const PHONE_COLORS: Record<Order['status'], 'warning' | 'primary' | 'success' | 'default'> = {
  unpaid: 'warning',
  paid: 'primary',
  completed: 'success',
  closed: 'default',
  refunded: 'default',
};

export function MobileMoneyPage({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  return (
    <div className={styles.page}>
      {extra ? (
        <div className={styles.extra} aria-label={title}>
          {extra}
        </div>
      ) : null}
      {token ? (
        children
      ) : (
        <div className={styles.center}>
          <p>登录后查看订单、充值和账单</p>
          <Button color="primary" onClick={() => session.openLogin('password', location.pathname + location.search)}>
            登录 / 注册
          </Button>
        </div>
      )}
    </div>
  );
}

export function MStatusTag({ order }: { order: Pick<Order, 'status'> }) {
  return <Tag color={PHONE_COLORS[order.status]}>{statusLabel(order.status)}</Tag>;
}

/** Rows of label and value. */
export function MLines({ lines }: { lines: [string, ReactNode][] }) {
  return (
    <>
      {lines.map(([label, value]) => (
        <div key={label} className={`${styles.row} ${styles.line}`}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{value}</span>
        </div>
      ))}
    </>
  );
}

export function MPager({
  pageNum,
  pageSize,
  total,
  onChange,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (p: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <Button size="small" disabled={pageNum <= 1} onClick={() => onChange(pageNum - 1)}>
        上一页
      </Button>
      <span>
        第 {pageNum} / {pages} 页
      </span>
      <Button size="small" disabled={pageNum >= pages} onClick={() => onChange(pageNum + 1)}>
        下一页
      </Button>
    </div>
  );
}

/** The buttons of an order, from what the server says the viewer may do now. */
export function MOrderButtons({ order }: { order: Order }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  const cancel = useMoneyMutation(moneyApi.cancel);
  const confirm = useMoneyMutation(moneyApi.confirm);
  const sendFeedback = useMoneyMutation((content: string) => moneyApi.feedback(order.orderNo, content));
  const fail = (e: unknown) => Toast.show({ icon: 'fail', content: errorText(e) });
  const buttons: ReactNode[] = [];
  for (const action of order.actions) {
    switch (action) {
      case 'pay':
        buttons.push(
          <Link key="pay" to={`/confirmOrder?orderNo=${order.orderNo}`}>
            <Button size="small" color="primary">
              去支付
            </Button>
          </Link>,
        );
        break;
      case 'close':
        buttons.push(
          <Button
            key="close"
            size="small"
            loading={cancel.isPending}
            onClick={() =>
              void Dialog.confirm({
                'aria-label': '取消订单',
                content: '确定取消这个订单吗？',
                confirmText: '取消订单',
                cancelText: '再想想',
                onConfirm: () => cancel.mutate(order.orderNo, { onError: fail }),
              })
            }
          >
            取消订单
          </Button>,
        );
        break;
      case 'confirm':
        buttons.push(
          <Button
            key="confirm"
            size="small"
            color="success"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(order.orderNo, { onError: fail })}
          >
            确认收货
          </Button>,
        );
        break;
      case 'feedback':
        buttons.push(
          <Button key="feedback" size="small" onClick={() => setFeedback(order.feedback ?? '')}>
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
      {buttons.length ? <div className={styles.buttons}>{buttons}</div> : null}
      <Dialog
        visible={feedback !== null}
        title="订单反馈"
        content={
          <TextArea
            rows={4}
            maxLength={500}
            showCount
            value={feedback ?? ''}
            onChange={setFeedback}
            placeholder="请写下你的反馈"
          />
        }
        onClose={() => setFeedback(null)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setFeedback(null) },
            {
              key: 'ok',
              text: '提交',
              bold: true,
              disabled: sendFeedback.isPending,
              onClick: () =>
                sendFeedback.mutate(feedback ?? '', {
                  onSuccess: () => {
                    setFeedback(null);
                    Toast.show({ icon: 'success', content: '反馈已提交' });
                  },
                  onError: fail,
                }),
            },
          ],
        ]}
      />
    </>
  );
}
