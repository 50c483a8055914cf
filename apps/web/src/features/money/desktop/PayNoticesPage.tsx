/**
 * /admin/payNotices (operators): payment notifications as received, the flagged ones first — paid money for a closed
 * or unknown order, an amount or app id that does not match, a second payment. After refunding or crediting by hand
 * the operator marks one handled (pay/admin/notice/resolve).
 */
import { App, Button, Popconfirm, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageError, errorText } from '../../../components/states';
import { moneyApi, useMoneyMutation, usePayNotices, type NoticeFilter } from '../api';
import { NOTICE_FILTERS, NOTICE_RESULTS, noticeOpen, price } from '../format';
import { MoneyFrame } from './ui';

const at = (iso: string) => iso.slice(0, 19).replace('T', ' ');

export default function PayNoticesPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<NoticeFilter>('flagged');
  const [pageNum, setPageNum] = useState(1);
  const notices = usePayNotices(filter, pageNum);
  const resolve = useMoneyMutation(moneyApi.resolveNotice);
  return (
    <MoneyFrame title="支付通知" extra={<Link to="/admin/orders">订单管理</Link>}>
      <Segmented
        style={{ marginBottom: 12 }}
        value={filter}
        options={NOTICE_FILTERS}
        onChange={(v) => {
          setFilter(v);
          setPageNum(1);
        }}
      />
      {notices.isError ? (
        <PageError error={notices.error} onRetry={() => void notices.refetch()} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={notices.isPending}
          dataSource={notices.data?.list ?? []}
          locale={{ emptyText: filter === 'flagged' ? '没有待处理的支付通知' : '没有支付通知' }}
          scroll={{ x: 1000 }}
          pagination={{ current: pageNum, pageSize: 20, total: notices.data?.total ?? 0, onChange: setPageNum }}
          expandable={{
            expandedRowRender: (n) => (
              <Typography.Paragraph code copyable style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
                {n.raw}
              </Typography.Paragraph>
            ),
          }}
          columns={[
            { title: '收到时间', key: 'at', width: 110, render: (_, n) => at(n.createdAt) },
            { title: '渠道', dataIndex: 'channel' },
            {
              title: '订单号',
              key: 'orderNo',
              render: (_, n) => <Link to={`/admin/orders?keyword=${n.orderNo}`}>{n.orderNo}</Link>,
            },
            { title: '支付流水号', dataIndex: 'tradeNo' },
            { title: '金额', key: 'amount', render: (_, n) => price(n.amountFen) },
            {
              title: '结果',
              key: 'result',
              render: (_, n) => {
                const r = NOTICE_RESULTS[n.result] ?? { label: n.result, color: 'default' };
                return <Tag color={r.color}>{r.label}</Tag>;
              },
            },
            { title: '原因', key: 'reason', render: (_, n) => n.reason ?? '' },
            {
              title: '操作',
              key: 'ops',
              fixed: 'right',
              width: 130,
              render: (_, n) =>
                noticeOpen(n) ? (
                  <Popconfirm
                    title="标为已处理？"
                    description="请先在订单管理中退款或人工入账"
                    okText="已处理"
                    cancelText="取消"
                    onConfirm={() =>
                      resolve.mutate(n.id, {
                        onSuccess: () => void message.success('已标为已处理'),
                        onError: (e) => void message.error(errorText(e)),
                      })
                    }
                  >
                    <Button size="small" type="primary">
                      标为已处理
                    </Button>
                  </Popconfirm>
                ) : n.resolvedAt ? (
                  <Typography.Text type="secondary">已处理 {at(n.resolvedAt)}</Typography.Text>
                ) : null,
            },
          ]}
        />
      )}
    </MoneyFrame>
  );
}
