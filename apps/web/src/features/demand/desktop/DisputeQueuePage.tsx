/**
 * /admin/needDisputes: the operators' queue of cancellation disputes (need/admin/disputes) — a demand cancelled after
 * a delivery, with both sides' reasons and the escrow held. The operator decides how much goes back to the buyer; the
 * rest is paid to the modeller less the platform fee (need/admin/decideDispute). Operators (user type 5) only.
 */
import { UserType, yuan, type ResultOf } from '@moxing/shared';
import type { escrowCalls } from '@moxing/shared/calls';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Pagination, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, PageError } from '../../../components/states';
import { fieldErrors, formErrors } from '../../../lib/formErrors';
import { useSession } from '../../../stores/session';
import { disputeLines, escrowLines } from '../escrow';
import { useDecideDispute, useDisputeQueue } from '../hooks';
import { LoginRequired, PageHead } from './DemandUi';
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
  const toModeller = amount - Math.round(refundYuan * 100);
  const fee = Math.floor((toModeller * item.escrow.feePercent) / 100);
  const submit = (values: DecideValues) => {
    const refund = Math.round(values.refundYuan * 100);
    modal.confirm({
      title: '确认裁决？',
      content: `退还需求方 ¥${yuan(refund)}，支付建模师 ¥${yuan(toModeller - fee)}（扣平台服务费 ¥${yuan(fee)}），需求将取消。裁决后不可更改。`,
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
        建模师将收到 ¥{yuan(Math.max(toModeller - fee, 0))}（平台服务费 {item.escrow.feePercent}%，按分向下取整）
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
  const items = list.data?.list ?? [];
  return (
    <>
      <PageHead title="需求纠纷" lead="交付后申请取消的需求：查看双方说明后裁决托管赏金的去向。">
        <Link to="/admin/needReview">需求审核</Link>
      </PageHead>
      <div style={{ background: '#fff', borderRadius: 12, padding: '0 20px', marginBottom: 16 }}>
        <Tabs
          tabBarStyle={{ marginBottom: 0 }}
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
      </div>
      {list.isPending ? (
        <Skeleton active />
      ) : list.isError ? (
        <PageError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState description={decided ? '还没有裁决过的纠纷' : '没有待裁决的纠纷'} />
      ) : (
        <>
          {items.map((item) => (
            <DisputeCard key={item.need.code} item={item} />
          ))}
          {list.data.total > PAGE_SIZE ? (
            <div className={styles.pager}>
              <Pagination current={pageNum} pageSize={PAGE_SIZE} total={list.data.total} onChange={setPageNum} />
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

export default function DisputeQueuePage() {
  const token = useSession((s) => s.token);
  const type = useSession((s) => s.user?.type);
  let body;
  if (!token) body = <LoginRequired description="需求纠纷仅限运营人员处理，请用运营账号登录。" />;
  else if (type !== UserType.operator) {
    body = (
      <Result
        status="403"
        title="没有访问权限"
        subTitle="需求纠纷仅限运营人员处理。"
        extra={
          <Link to="/">
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    );
  } else body = <Queue />;
  return (
    <div className={styles.page}>
      <div className={styles.inner}>{body}</div>
    </div>
  );
}
