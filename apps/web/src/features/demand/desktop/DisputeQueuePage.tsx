/**
 * /admin/needDisputes: the operators' queue of cancellation disputes (need/admin/disputes) — a demand cancelled after
 * a delivery, with both sides' reasons and the escrow held. The operator decides how much goes back to the buyer; the
 * rest is paid to the modeller less the platform fee (need/admin/decideDispute). Operators (user type 5) only.
 */
import { yuan, type ResultOf } from '@moxing/shared';
import type { escrowCalls } from '@moxing/shared/calls';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fieldErrors, formErrors } from '../../../lib/formErrors';
import { disputeLines, disputeSplit, escrowLines } from '../escrow';
import { useDecideDispute, useDisputeQueue } from '../hooks';
import { PageHead } from './DemandUi';
import { OperatorPage, QueueStates, QueueTabs } from './OperatorQueue';
import styles from './demand.module.css';

const PAGE_SIZE = 20;
type Item = ResultOf<typeof escrowCalls.queue>['list'][number];
type DecideValues = { refundYuan: number; note: string };

const lineItems = (lines: [string, string][]) =>
  lines.map(([label, value]) => ({ label, children: <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span> }));

/** The decision: yuan back to the buyer (the rest to the modeller less the fee) and the reason both sides read. */
function DecideForm({ item }: { item: Item }) {
  const [form] = Form.useForm<DecideValues>();
  const decide = useDecideDispute();
  const { message, modal } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);
  const amount = item.escrow.amount;
  const refundYuan = Form.useWatch('refundYuan', form) ?? 0;
  const split = disputeSplit(item.escrow, Math.round(refundYuan * 100));
  const submit = (values: DecideValues) => {
    const refund = Math.round(values.refundYuan * 100);
    modal.confirm({
      title: '确认裁决？',
      content: `退还需求方 ¥${yuan(refund)}，支付建模师 ¥${yuan(split.net)}（扣平台服务费 ¥${yuan(split.fee)}），需求将取消。裁决后不可更改。`,
      okText: '确认裁决',
      cancelText: '再看看',
      onOk: async () => {
        setGeneral(null);
        try {
          await decide.mutateAsync({ code: item.need.code, refund, note: values.note });
          void message.success('已裁决，双方会收到通知');
        } catch (e) {
          const refused = formErrors(e, ['refund', 'note'] as const, { refund: ['退还金额'] });
          const { refund: refundError, note: noteError } = refused.byField;
          form.setFields(
            fieldErrors({ ...(refundError ? { refundYuan: refundError } : {}), ...(noteError ? { note: noteError } : {}) }),
          );
          setGeneral(refused.general);
        }
      },
    });
  };
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={{ refundYuan: 0 }}
      onFinish={submit}
      style={{ marginTop: 12, rowGap: 8 }}
      aria-label="裁决"
    >
      <Form.Item name="refundYuan" label="退还需求方（元）" rules={[{ required: true, message: '请填写退还金额' }]}>
        <InputNumber min={0} max={amount / 100} precision={2} step={100} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="note" label="裁决说明" rules={[{ required: true, whitespace: true, min: 2, message: '请填写裁决说明' }]}>
        <Input placeholder="双方都会看到" style={{ width: 260 }} maxLength={500} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={decide.isPending}>
          裁决
        </Button>
      </Form.Item>
      <div className={`${styles.muted} ${styles.small}`} style={{ width: '100%' }}>
        建模师将收到 ¥{yuan(split.net)}（平台服务费 {item.escrow.feePercent}%，按分向下取整）
      </div>
      {general ? <Alert type="error" showIcon title={general} style={{ width: '100%' }} /> : null}
    </Form>
  );
}

function DisputeCard({ item }: { item: Item }) {
  return (
    <Card
      className={styles.card}
      data-need-code={item.need.code}
      title={<Link to={`/demandDetails?code=${item.need.code}`}>{item.need.title}</Link>}
      extra={
        <span className={styles.muted}>
          需求方 {item.need.owner.nickname} · 建模师 {item.modeller?.nickname ?? '—'}
        </span>
      }
    >
      <div className={styles.detailGrid} style={{ gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
        <Descriptions title="托管赏金" column={1} size="small" items={lineItems(escrowLines(item.escrow))} />
        <Descriptions title="双方说明" column={1} size="small" items={lineItems(disputeLines(item.dispute))} />
      </div>
      {item.dispute.decided ? null : <DecideForm item={item} />}
    </Card>
  );
}

function Queue() {
  const [params, setParams] = useSearchParams();
  const decided = params.get('decided') === 'true';
  const [pageNum, setPageNum] = useState(1);
  const list = useDisputeQueue(decided, { pageNum, pageSize: PAGE_SIZE }, true);
  return (
    <>
      <PageHead title="需求纠纷" lead="交付后申请取消的需求：查看双方说明后裁决托管赏金的去向。">
        <Link to="/admin/needReview">需求审核</Link>
      </PageHead>
      <QueueTabs
        activeKey={decided ? 'decided' : 'open'}
        onChange={(key) => {
          setParams(key === 'decided' ? { decided: 'true' } : {});
          setPageNum(1);
        }}
        items={[
          { key: 'open', label: '待裁决' },
          { key: 'decided', label: '已裁决' },
        ]}
      />
      <QueueStates
        query={list}
        empty={decided ? '还没有裁决过的纠纷' : '没有待裁决的纠纷'}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={setPageNum}
      >
        {(items) => items.map((item) => <DisputeCard key={item.need.code} item={item} />)}
      </QueueStates>
    </>
  );
}

export default function DisputeQueuePage() {
  return (
    <OperatorPage what="需求纠纷">
      <Queue />
    </OperatorPage>
  );
}
