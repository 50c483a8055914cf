/**
 * /admin/payNotices on a phone: payment notifications as received, the flagged ones first; after refunding or
 * crediting by hand the operator marks one handled.
 */
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueTabs,
  confirmThen,
  phoneTagColor,
  timeText,
} from '../../../components/phone/OperatorQueue';
import { moneyApi, useMoneyMutation, usePayNotices, type NoticeFilter } from '../api';
import { NOTICE_FILTERS, NOTICE_RESULTS, noticeOpen, price } from '../format';
import styles from './money.module.css';

function Notices() {
  const [filter, setFilter] = useState<NoticeFilter>('flagged');
  const [pageNum, setPageNum] = useState(1);
  const notices = usePayNotices(filter, pageNum);
  const resolve = useMoneyMutation(moneyApi.resolveNotice);
  const navigate = useNavigate();
  return (
    <>
      <QueueTabs
        label="通知范围"
        value={filter}
        options={NOTICE_FILTERS}
        onChange={(v) => {
          setFilter(v);
          setPageNum(1);
        }}
      />
      <QueueList
        query={notices}
        keyOf={(n) => n.id}
        empty={filter === 'flagged' ? '没有待处理的支付通知' : '没有支付通知'}
        pageNum={pageNum}
        onPage={setPageNum}
        render={(n) => {
          const result = NOTICE_RESULTS[n.result] ?? { label: n.result, color: 'default' };
          return (
            <QueueCard
              label={`订单 ${n.orderNo}`}
              tag={<Tag color={phoneTagColor(result.color)}>{result.label}</Tag>}
              lines={[
                ['收到时间', timeText(n.createdAt)],
                ['渠道', n.channel],
                ['支付流水号', n.tradeNo],
                ['金额', price(n.amountFen)],
                ['原因', n.reason],
                ['已处理', timeText(n.resolvedAt)],
              ]}
              actions={[
                {
                  key: 'order',
                  text: '查看订单',
                  onClick: () => void navigate(`/admin/orders?keyword=${n.orderNo}`),
                },
                ...(noticeOpen(n)
                  ? [
                      {
                        key: 'resolve',
                        text: '标为已处理',
                        color: 'primary' as const,
                        onClick: () =>
                          confirmThen({
                            content: '请先在订单管理中退款或人工入账，再标为已处理。',
                            confirmText: '已处理',
                            run: () => resolve.mutateAsync(n.id),
                            done: '已标为已处理',
                          }),
                      },
                    ]
                  : []),
              ]}
            >
              <details>
                <summary className={styles.muted}>原始通知</summary>
                <pre className={styles.muted} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                  {n.raw}
                </pre>
              </details>
            </QueueCard>
          );
        }}
      />
    </>
  );
}

export default function MobilePayNoticesPage() {
  return (
    <OperatorPhonePage what="支付通知" links={[{ to: '/admin/orders', text: '订单管理' }]}>
      <Notices />
    </OperatorPhonePage>
  );
}
