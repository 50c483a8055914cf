/**
 * /admin/needDisputes on a phone: demands cancelled after a delivery, with the escrow and both sides' reasons; the
 * operator decides in a sheet how much goes back to the buyer (the rest to the modeller less the platform fee).
 */
import { yuan, type ResultOf } from '@moxing/shared';
import type { escrowCalls } from '@moxing/shared/calls';
import { Button, Input, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DetailSheet,
  Lines,
  OperatorPhonePage,
  QueueCard,
  QueueList,
  QueueTabs,
  confirmThen,
} from '../../../components/phone/OperatorQueue';
import { disputeLines, disputeSplit, escrowLines } from '../escrow';
import { useDecideDispute, useDisputeQueue } from '../hooks';
import styles from './phone.module.css';

const PAGE_SIZE = 20;
type Item = ResultOf<typeof escrowCalls.queue>['list'][number];

function DecideSheet({ item, onClose }: { item: Item; onClose: () => void }) {
  const decide = useDecideDispute();
  const [refundYuan, setRefundYuan] = useState('0');
  const [note, setNote] = useState('');
  const refund = Math.round(Number(refundYuan) * 100);
  const valid = refundYuan.trim() !== '' && Number.isFinite(refund) && refund >= 0 && refund <= item.escrow.amount;
  const split = disputeSplit(item.escrow, valid ? refund : 0);
  const submit = () =>
    confirmThen({
      content: `退还需求方 ¥${yuan(refund)}，支付建模师 ¥${yuan(split.net)}（扣平台服务费 ¥${yuan(split.fee)}），需求将取消。裁决后不可更改。`,
      confirmText: '确认裁决',
      run: () => decide.mutateAsync({ code: item.need.code, refund, note: note.trim() }),
      done: '已裁决，双方会收到通知',
      then: onClose,
    });
  return (
    <DetailSheet title={`裁决：${item.need.title}`} onClose={onClose}>
      <Lines lines={escrowLines(item.escrow)} />
      <div className={styles.card}>
        <label htmlFor="dispute-refund">退还需求方（元，最多 {yuan(item.escrow.amount)}）</label>
        <Input
          id="dispute-refund"
          type="number"
          inputMode="decimal"
          value={refundYuan}
          onChange={setRefundYuan}
          min={0}
          max={item.escrow.amount / 100}
        />
        {valid ? null : <div className={styles.small}>请填写 0 到 {yuan(item.escrow.amount)} 之间的金额</div>}
        <label htmlFor="dispute-note">裁决说明（双方都会看到）</label>
        <TextArea id="dispute-note" rows={3} maxLength={500} showCount value={note} onChange={setNote} />
        <p className={styles.small}>
          建模师将收到 ¥{yuan(split.net)}（平台服务费 {item.escrow.feePercent}%，按分向下取整）
        </p>
        <Button block color="primary" disabled={!valid || note.trim().length < 2} loading={decide.isPending} onClick={submit}>
          裁决
        </Button>
      </div>
    </DetailSheet>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const decided = params.get('decided') === 'true';
  const [pageNum, setPageNum] = useState(1);
  const [deciding, setDeciding] = useState<Item | null>(null);
  const navigate = useNavigate();
  const list = useDisputeQueue(decided, { pageNum, pageSize: PAGE_SIZE }, true);
  return (
    <>
      <QueueTabs
        label="纠纷状态"
        value={decided ? 'decided' : 'open'}
        options={[
          { value: 'open', label: '待裁决' },
          { value: 'decided', label: '已裁决' },
        ]}
        onChange={(key) => {
          setParams(key === 'decided' ? { decided: 'true' } : {});
          setPageNum(1);
        }}
      />
      <QueueList
        query={list}
        keyOf={(item) => item.need.code}
        empty={decided ? '还没有裁决过的纠纷' : '没有待裁决的纠纷'}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
        render={(item) => (
          <QueueCard
            label={item.need.title}
            tag={item.dispute.decided ? <Tag color="success">已裁决</Tag> : <Tag color="warning">待裁决</Tag>}
            lines={[
              ['需求方', item.need.owner.nickname],
              ['建模师', item.modeller?.nickname ?? '—'],
              ...escrowLines(item.escrow),
              ...disputeLines(item.dispute),
            ]}
            actions={[
              { key: 'need', text: '查看需求', onClick: () => void navigate(`/demandDetails?code=${item.need.code}`) },
              ...(item.dispute.decided
                ? []
                : [{ key: 'decide', text: '裁决', color: 'primary' as const, onClick: () => setDeciding(item) }]),
            ]}
          />
        )}
      />
      {deciding ? <DecideSheet item={deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}

export default function MobileDisputeQueuePage() {
  return (
    <OperatorPhonePage what="需求纠纷" links={[{ to: '/admin/needReview', text: '需求审核' }]}>
      <Queue />
    </OperatorPhonePage>
  );
}
