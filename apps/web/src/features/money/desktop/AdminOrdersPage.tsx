/** /admin/orders: every order, searchable by order number or phone number; refund with a reason (operators). */
import { ORDER_KIND_LABELS, ORDER_KINDS, type OrderKind } from '@moxing/shared';
import { App, Button, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageError, errorText } from '../../../components/states';
import { moneyApi, useAdminOrders, useMoneyMutation, type Order } from '../api';
import { price } from '../format';
import { MoneyFrame, StatusTag } from './ui';

export default function AdminOrdersPage() {
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const [kind, setKind] = useState<OrderKind | undefined>();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [reason, setReason] = useState('');
  const orders = useAdminOrders({ pageNum, pageSize: 20, kind, keyword: keyword || undefined });
  const refund = useMoneyMutation(({ orderNo, why }: { orderNo: string; why: string }) => moneyApi.refund(orderNo, why));
  return (
    <MoneyFrame
      title="订单管理"
      extra={
        <Space>
          <Link to="/admin/payNotices">支付通知</Link>
          <Link to="/admin/memberships">会员开通与撤销</Link>
          <Link to="/admin/packages">套餐管理</Link>
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          placeholder="订单类型"
          aria-label="订单类型"
          style={{ width: 140 }}
          value={kind}
          onChange={(v: OrderKind | undefined) => {
            setKind(v);
            setPageNum(1);
          }}
          options={ORDER_KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABELS[k] }))}
        />
        <Input.Search
          placeholder="订单号或手机号"
          allowClear
          defaultValue={keyword}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 240 }}
        />
      </Space>
      {orders.isError ? (
        <PageError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <Table
          rowKey="orderNo"
          size="small"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          scroll={{ x: 800 }}
          pagination={{ current: pageNum, pageSize: 20, total: orders.data?.total ?? 0, onChange: setPageNum }}
          columns={[
            { title: '订单号', dataIndex: 'orderNo' },
            { title: '类型', dataIndex: 'kindName' },
            { title: '内容', dataIndex: 'subject' },
            { title: '买家', key: 'buyer', render: (_, o) => o.buyer?.nickname ?? '' },
            { title: '金额', key: 'amount', render: (_, o) => price(o.amountFen) },
            { title: '状态', key: 'status', render: (_, o) => <StatusTag order={o} /> },
            {
              title: '操作',
              key: 'ops',
              render: (_, o) =>
                o.actions.includes('refund') ? (
                  <Button size="small" danger onClick={() => setRefunding(o)}>
                    退款
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <Modal
        title={`退款：${refunding?.subject ?? ''}`}
        open={refunding !== null}
        okText="确认退款"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        confirmLoading={refund.isPending}
        onCancel={() => setRefunding(null)}
        onOk={() =>
          refunding &&
          refund.mutate(
            { orderNo: refunding.orderNo, why: reason.trim() },
            {
              onSuccess: () => {
                void message.success('已退款');
                setRefunding(null);
                setReason('');
              },
              onError: (e) => void message.error(errorText(e)),
            },
          )
        }
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder="退款原因（买家可见）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </MoneyFrame>
  );
}
