/** Actions with a reason or a score: cancel a demand, ask for changes, reject in review, evaluate. */
import { DEMAND_LIMITS } from '@moxing/shared';
import { Alert, App, Button, Form, Input, Modal, Rate } from 'antd';
import { useState, type ReactNode } from 'react';
import { useCancelNeed, useScoreNeed } from '../../../api/useNeeds';
import { formErrors } from '../shared/formErrors';

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
    try {
      await props.onSubmit((reason ?? '').trim());
      form.resetFields();
    } catch (error) {
      const { byField, general: rest } = formErrors(error, ['reason'] as const, { reason: ['原因', '修改意见'] });
      if (byField.reason) form.setFields([{ name: 'reason', errors: [byField.reason] }]);
      setGeneral(rest);
    }
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
export function CancelNeedButton({
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
  const cancel = useCancelNeed();
  const { message } = App.useApp();
  const inProduction = status === 1;
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
  const [form] = Form.useForm<{ score?: number; comment?: string }>();
  const score = useScoreNeed();
  const { message } = App.useApp();
  const [general, setGeneral] = useState<string | null>(null);
  const value = Form.useWatch('score', form);
  const onFinish = async (values: { score?: number; comment?: string }) => {
    setGeneral(null);
    try {
      await score.mutateAsync({ code, score: values.score ?? 0, comment: values.comment ?? '' });
      void message.success('评价成功，感谢你的反馈');
    } catch (error) {
      const { byField, general: rest } = formErrors(error, ['score', 'comment'] as const, {
        score: ['评分'],
        comment: ['评价内容'],
      });
      form.setFields(
        Object.entries(byField).map(([name, text]) => ({ name: name as 'score' | 'comment', errors: [String(text)] })),
      );
      setGeneral(rest);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} id="evaluate-form" requiredMark={false}>
      <Form.Item name="score" label={`给${whom}打分`} rules={[{ required: true, message: '请选择评分' }]}>
        <Rate tooltips={SCORE_TEXT} aria-label="评分" />
      </Form.Item>
      {value ? <div style={{ marginTop: -16, marginBottom: 12, color: '#8a8f99' }}>{SCORE_TEXT[value - 1]}</div> : null}
      <Form.Item name="comment" label="评价内容（选填）">
        <Input.TextArea rows={3} maxLength={DEMAND_LIMITS.commentMax} showCount placeholder="说说合作感受，帮助其他用户" />
      </Form.Item>
      {general ? <Alert type="error" showIcon title={general} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={score.isPending}>
        提交评价
      </Button>
    </Form>
  );
}
