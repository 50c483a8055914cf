/** Actions with a reason or a score: cancel a demand, ask for changes, reject in review, evaluate. */
import { DEMAND_LIMITS, type DemandDetail } from '@moxing/shared';
import { Alert, App, Button, Card, Form, Input, Modal, Rate } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCancelDemand } from '../hooks';
import { statusView } from '../status';
import { showsEvaluation } from '../page';
import { EvaluationList } from './DemandUi';
import styles from './demand.module.css';
import { fieldErrors } from '../../../lib/formErrors';
import { submitReason, useSubmitEvaluation, type EvaluationValues } from '../forms';

const SCORE_TEXT = ['很差', '较差', '一般', '满意', '非常满意'];

interface ReasonDialogProps {
  open: boolean;
  title: string;
  intro?: ReactNode;
  label: string;
  placeholder: string;
  okText: string;
  danger?: boolean;
  required: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Resolves when done; rejects with the server's error, shown under the field. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** A dialog asking for a reason (cancel, reject, ask for changes); the server's refusal shows under the field. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [general, setGeneral] = useState<string | null>(null);
  const submit = async () => {
    setGeneral(null);
    const { reason } = await form.validateFields();
    const refused = await submitReason(props.onSubmit, reason);
    if (refused) {
      form.setFields(fieldErrors(refused.byField));
      setGeneral(refused.general);
      return;
    }
    form.resetFields();
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={480}
      okText={props.okText}
      cancelText="取消"
      okButtonProps={{ danger: props.danger, loading: props.pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        setGeneral(null);
        props.onCancel();
      }}
      forceRender
    >
      {props.intro ? <div style={{ marginBottom: 12 }}>{props.intro}</div> : null}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={props.label}
          rules={
            props.required
              ? [
                  { required: true, whitespace: true, message: `请填写${props.label}` },
                  { min: DEMAND_LIMITS.reasonMin, message: `${props.label}至少 ${DEMAND_LIMITS.reasonMin} 个字` },
                ]
              : []
          }
        >
          <Input.TextArea rows={4} maxLength={DEMAND_LIMITS.reasonMax} showCount placeholder={props.placeholder} />
        </Form.Item>
      </Form>
      {general ? <Alert type="error" showIcon title={general} /> : null}
    </Modal>
  );
}

/** "取消需求": the reason is required once the demand is in production. */
export function CancelDemandButton({
  code,
  status,
  asModeller = false,
  block = false,
  onDone,
}: {
  code: string;
  status: number;
  asModeller?: boolean;
  block?: boolean;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelDemand();
  const { message } = App.useApp();
  const inProduction = statusView(status).production;
  return (
    <>
      <Button danger block={block} onClick={() => setOpen(true)}>
        {asModeller ? '放弃制作（取消需求）' : '取消需求'}
      </Button>
      <ReasonDialog
        open={open}
        title={asModeller ? '放弃制作并取消需求' : '取消需求'}
        intro={
          inProduction ? (
            <Alert
              type="warning"
              showIcon
              title="需求正在制作中"
              description="取消后需求将关闭，对方会收到通知，取消原因会被记录。请先与对方沟通。"
            />
          ) : (
            '取消后需求将关闭，投标的建模师会收到通知。'
          )
        }
        label="取消原因"
        placeholder={inProduction ? '请说明取消的原因' : '选填，例如：需求有变化'}
        okText="确认取消"
        danger
        required={inProduction}
        pending={cancel.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={async (reason) => {
          await cancel.mutateAsync({ code, reason: reason || undefined });
          setOpen(false);
          void message.success('需求已取消');
          onDone?.();
        }}
      />
    </>
  );
}

/** Score (1-5) and a comment for the other side of a completed demand. */
export function EvaluateForm({ code, whom }: { code: string; whom: string }) {
  const [form] = Form.useForm<EvaluationValues>();
  const score = useSubmitEvaluation(code);
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);
  const value = Form.useWatch('score', form);
  const onFinish = async (values: EvaluationValues) => {
    setGeneral(null);
    const refused = await score.submit(values);
    if (refused) {
      form.setFields(fieldErrors(refused.byField));
      setGeneral(refused.general);
      return;
    }
    void message.success('评价成功，感谢你的反馈');
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} id="evaluate-form" requiredMark={false}>
      <Form.Item name="score" label={`给${whom}打分`} rules={[{ required: true, message: '请选择评分' }]}>
        <Rate tooltips={SCORE_TEXT} aria-label="评分" />
      </Form.Item>
      {value ? <div style={{ marginTop: -16, marginBottom: 12, color: '#5c6370' }}>{SCORE_TEXT[value - 1]}</div> : null}
      <Form.Item name="comment" label="评价内容（选填）">
        <Input.TextArea rows={3} maxLength={DEMAND_LIMITS.commentMax} showCount placeholder="说说合作感受，帮助其他用户" />
      </Form.Item>
      {general ? <Alert type="error" showIcon title={general} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={score.pending}>
        提交评价
      </Button>
    </Form>
  );
}

/** The evaluations card of a finished demand: both sides' evaluations, and the form while the viewer may still rate. */
export function EvaluationsCard({ need, whom }: { need: DemandDetail; whom: string }) {
  if (!showsEvaluation(need)) return null;
  return (
    <Card className={styles.card} title="评价">
      <EvaluationList evaluations={need.evaluations} />
      {need.actions.includes('evaluate') ? <EvaluateForm code={need.code} whom={whom} /> : null}
    </Card>
  );
}
