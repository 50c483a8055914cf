/** /admin/orders on a phone: every order by kind, searched by order number or phone number; refund with a reason. */
import { ORDER_KIND_LABELS, ORDER_KINDS, type OrderKind } from '@moxing/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueSearch,
  QueueTabs,
  timeText,
  usePrompt,
} from '../../../components/phone/OperatorQueue';
import { moneyApi, useAdminOrders, useMoneyMutation } from '../api';
import { price } from '../format';
import { MStatusTag } from './ui';

const KIND_TABS: { value: OrderKind | 'all'; label: string }[] = [
  { value: 'all', label: '全部' },
  ...ORDER_KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABELS[k] })),
];

function Orders() {
  const [params] = useSearchParams();
  const [pageNum, setPageNum] = useState(1);
  const [kind, setKind] = useState<OrderKind | 'all'>('all');
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const orders = useAdminOrders({
    pageNum,
    pageSize: 20,
    kind: kind === 'all' ? undefined : kind,
    keyword: keyword || undefined,
  });
  const refund = useMoneyMutation(({ orderNo, why }: { orderNo: string; why: string }) => moneyApi.refund(orderNo, why));
  const [prompt, ask] = usePrompt();
  return (
    <>
      <QueueTabs
        label="订单类型"
        value={kind}
        options={KIND_TABS}
        onChange={(k) => {
          setKind(k);
          setPageNum(1);
        }}
      />
      <QueueSearch
        placeholder="订单号或手机号"
        value={keyword}
        onSearch={(v) => {
          setKeyword(v);
          setPageNum(1);
        }}
      />
      <QueueList
        query={orders}
        keyOf={(o) => o.orderNo}
        empty={keyword ? '没有符合条件的订单' : '还没有订单'}
        pageNum={pageNum}
        onPage={setPageNum}
        render={(o) => (
          <QueueCard
            label={o.subject}
            tag={<MStatusTag order={o} />}
            lines={[
              ['订单号', o.orderNo],
              ['类型', o.kindName],
              ['买家', o.buyer?.nickname ?? '—'],
              ['金额', price(o.amountFen)],
              ['下单时间', timeText(o.createdAt)],
              ['退款原因', o.refundReason],
            ]}
            actions={
              o.actions.includes('refund')
                ? [
                    {
                      key: 'refund',
                      text: '退款',
                      color: 'danger',
                      onClick: () =>
                        ask({
                          title: `退款：${o.subject}`,
                          label: '退款原因（买家可见）',
                          okText: '确认退款',
                          danger: true,
                          minLength: 2,
                          submit: (why) => refund.mutateAsync({ orderNo: o.orderNo, why }),
                          done: '已退款',
                        }),
                    },
                  ]
                : []
            }
          />
        )}
      />
      {prompt}
    </>
  );
}

export default function MobileAdminOrdersPage() {
  return (
    <OperatorPhonePage
      what="订单管理"
      links={[
        { to: '/admin/payNotices', text: '支付通知' },
        { to: '/admin/memberships', text: '会员开通与撤销' },
        { to: '/admin/packages', text: '套餐管理' },
      ]}
    >
      <Orders />
    </OperatorPhonePage>
  );
}
