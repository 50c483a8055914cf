/** /admin/cashouts: the operators' withdrawal queue, filtered by status, user and date; pay, reject, export CSV. */
import { CASHOUT_STATUSES, type CashoutStatusValue } from '@moxing/shared';
import { cashoutCalls } from '@moxing/shared/calls';
import { App, Button, DatePicker, Image, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { callUrl } from '../../../api/client';
import { PageError, errorText } from '../../../components/states';
import { CASHOUT_COLORS, cashoutStatusLabel } from '../cashout';
import { cashoutApi, useAdminCashouts, useCashoutMutation, type AdminCashout } from '../cashoutApi';
import { price } from '../format';
import styles from './cashout.module.css';
import { MoneyFrame } from './ui';

type Decision = { row: AdminCashout; action: 'approve' | 'reject' };

export default function AdminCashoutsPage() {
  const { message } = App.useApp();
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<CashoutStatusValue | undefined>('applied');
  const [userId, setUserId] = useState<number | null>(null);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [text, setText] = useState('');
  const filter = {
    status,
    userId: userId ?? undefined,
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const list = useAdminCashouts({ pageNum, pageSize: 20, ...filter });
  const decide = useCashoutMutation(({ row, action }: Decision) =>
    action === 'approve' ? cashoutApi.approve(row.cashoutNo, text.trim()) : cashoutApi.reject(row.cashoutNo, text.trim()),
  );
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNum(1);
    };
  return (
    <MoneyFrame
      title="提现审核"
      extra={
        <a href={callUrl(cashoutCalls.adminExport, filter)} download>
          导出 CSV
        </a>
      }
    >
      <Space style={{ marginBottom: 12 }} wrap>
        <Select
          allowClear
          aria-label="状态"
          placeholder="全部状态"
          style={{ width: 130 }}
          value={status}
          onChange={reset(setStatus)}
          options={CASHOUT_STATUSES.map((s) => ({ value: s, label: cashoutStatusLabel(s) }))}
        />
        <InputNumber aria-label="用户编号" placeholder="用户编号" min={1} value={userId} onChange={reset(setUserId)} />
        <DatePicker.RangePicker aria-label="申请日期" value={range} onChange={reset(setRange)} />
      </Space>
      {list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table<AdminCashout>
          rowKey="cashoutNo"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: '没有符合条件的提现' }}
          scroll={{ x: 1000 }}
          pagination={{
            current: pageNum,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPageNum,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '申请时间', dataIndex: 'createdAt', render: (t: string) => t.slice(0, 16).replace('T', ' ') },
            { title: '用户', key: 'user', render: (_, c) => `${c.nickname}（${c.userId}）` },
            { title: '金额', dataIndex: 'amountFen', render: (v: number) => <strong>{price(v)}</strong> },
            {
              title: '收款账户',
              key: 'account',
              render: (_, c) => (
                <Space direction="vertical" size={0}>
                  <span>
                    {c.bank ?? '支付宝'} {c.fullAccount}
                  </span>
                  <span>{c.holder}</span>
                  {c.cardPicUrl ? <Image src={c.cardPicUrl} alt="银行卡照片" className={styles.pic} /> : null}
                </Space>
              ),
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (s: CashoutStatusValue) => <Tag color={CASHOUT_COLORS[s]}>{cashoutStatusLabel(s)}</Tag>,
            },
            { title: '说明', key: 'note', render: (_, c) => c.transferRef ?? c.rejectReason ?? '' },
            {
              title: '操作',
              key: 'actions',
              // The queue is wider than the page: the buttons stay in view without scrolling sideways.
              fixed: 'right',
              render: (_, c) => (
                <Space>
                  {c.actions.map((action) => (
                    <Button
                      key={action}
                      size="small"
                      danger={action === 'reject'}
                      type={action === 'approve' ? 'primary' : 'default'}
                      onClick={() => {
                        setText('');
                        setDeciding({ row: c, action });
                      }}
                    >
                      {action === 'approve' ? '确认打款' : '驳回'}
                    </Button>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={deciding !== null}
        title={deciding?.action === 'approve' ? `确认已打款 ${price(deciding.row.amountFen)}` : '驳回提现'}
        okText={deciding?.action === 'approve' ? '确认已打款' : '驳回并退回冻结金额'}
        cancelText="取消"
        confirmLoading={decide.isPending}
        onCancel={() => setDeciding(null)}
        onOk={() => {
          if (!deciding) return;
          decide.mutateAsync(deciding).then(
            () => {
              void message.success(deciding.action === 'approve' ? '已标记为已打款' : '已驳回');
              setDeciding(null);
            },
            (e: unknown) => void message.error(errorText(e)),
          );
        }}
      >
        <Input.TextArea
          aria-label={deciding?.action === 'approve' ? '转账流水号' : '驳回原因'}
          placeholder={deciding?.action === 'approve' ? '转账流水号' : '驳回原因（用户可见）'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={3}
        />
      </Modal>
    </MoneyFrame>
  );
}
