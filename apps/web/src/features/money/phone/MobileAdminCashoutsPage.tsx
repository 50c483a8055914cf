/** /admin/cashouts on a phone: the withdrawal queue by status, user and date; confirm the transfer or reject; CSV. */
import { CASHOUT_STATUSES, type CashoutStatusValue } from '@moxing/shared';
import { cashoutCalls } from '@moxing/shared/calls';
import { Tag } from 'antd-mobile';
import { useState } from 'react';
import { callUrl } from '../../../api/client';
import {
  OperatorPhonePage,
  Photos,
  QueueCard,
  QueueList,
  QueueSearch,
  QueueTabs,
  phoneTagColor,
  timeText,
  usePrompt,
} from '../../../components/phone/OperatorQueue';
import { CASHOUT_COLORS, cashoutStatusLabel } from '../cashout';
import { cashoutApi, useAdminCashouts, useCashoutMutation } from '../cashoutApi';
import { price } from '../format';
import styles from './money.module.css';

type Decision = { cashoutNo: string; action: 'approve' | 'reject'; text: string };

const STATUS_TABS: { value: CashoutStatusValue | 'all'; label: string }[] = [
  ...CASHOUT_STATUSES.map((s) => ({ value: s, label: cashoutStatusLabel(s) })),
  { value: 'all', label: '全部' },
];

function Cashouts() {
  const [pageNum, setPageNum] = useState(1);
  const [status, setStatus] = useState<CashoutStatusValue | 'all'>('applied');
  const [userId, setUserId] = useState<number | undefined>();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = { status: status === 'all' ? undefined : status, userId, from: from || undefined, to: to || undefined };
  const list = useAdminCashouts({ pageNum, pageSize: 20, ...filter });
  const decide = useCashoutMutation(({ cashoutNo, action, text }: Decision) =>
    action === 'approve' ? cashoutApi.approve(cashoutNo, text) : cashoutApi.reject(cashoutNo, text),
  );
  const [prompt, ask] = usePrompt();
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPageNum(1);
    };
  return (
    <>
      <QueueTabs label="提现状态" value={status} options={STATUS_TABS} onChange={reset(setStatus)} />
      <QueueSearch
        placeholder="用户编号"
        value={userId ? String(userId) : ''}
        onSearch={(v) => reset(setUserId)(Number(v) > 0 ? Math.floor(Number(v)) : undefined)}
      />
      <div className={styles.row} style={{ marginBottom: 8, alignItems: 'center' }}>
        <label className={styles.muted}>
          申请日期从 <input type="date" value={from} onChange={(e) => reset(setFrom)(e.target.value)} />
        </label>
        <label className={styles.muted}>
          到 <input type="date" value={to} onChange={(e) => reset(setTo)(e.target.value)} />
        </label>
      </div>
      <div className={styles.extra}>
        <a href={callUrl(cashoutCalls.adminExport, filter)} download>
          导出 CSV
        </a>
      </div>
      <QueueList
        query={list}
        keyOf={(c) => c.cashoutNo}
        empty="没有符合条件的提现"
        pageNum={pageNum}
        onPage={setPageNum}
        render={(c) => (
          <QueueCard
            label={`${c.nickname}（${c.userId}）提现 ${price(c.amountFen)}`}
            title={`${c.nickname}（${c.userId}）`}
            tag={<Tag color={phoneTagColor(CASHOUT_COLORS[c.status])}>{cashoutStatusLabel(c.status)}</Tag>}
            lines={[
              ['金额', <strong key="amount">{price(c.amountFen)}</strong>],
              ['收款账户', `${c.bank ?? '支付宝'} ${c.fullAccount}`],
              ['户名', c.holder],
              ['申请时间', timeText(c.createdAt)],
              ['说明', c.transferRef ?? c.rejectReason],
            ]}
            actions={c.actions.map((action) =>
              action === 'approve'
                ? {
                    key: action,
                    text: '确认打款',
                    color: 'primary' as const,
                    onClick: () =>
                      ask({
                        title: `确认已打款 ${price(c.amountFen)}`,
                        label: '转账流水号',
                        okText: '确认已打款',
                        submit: (text) => decide.mutateAsync({ cashoutNo: c.cashoutNo, action, text }),
                        done: '已标记为已打款',
                      }),
                  }
                : {
                    key: action,
                    text: '驳回',
                    color: 'danger' as const,
                    onClick: () =>
                      ask({
                        title: '驳回提现',
                        label: '驳回原因（用户可见）',
                        okText: '驳回并退回冻结金额',
                        danger: true,
                        minLength: 2,
                        submit: (text) => decide.mutateAsync({ cashoutNo: c.cashoutNo, action, text }),
                        done: '已驳回',
                      }),
                  },
            )}
          >
            {c.cardPicUrl ? <Photos photos={[{ url: c.cardPicUrl, label: '银行卡照片' }]} /> : null}
          </QueueCard>
        )}
      />
      {prompt}
    </>
  );
}

export default function MobileAdminCashoutsPage() {
  return (
    <OperatorPhonePage what="提现审核" links={[{ to: '/admin/orders', text: '订单管理' }]}>
      <Cashouts />
    </OperatorPhonePage>
  );
}
