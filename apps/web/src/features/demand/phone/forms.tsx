/** Phone forms of the demand pages: a reason sheet, the evaluation form and the upload list of a field. */
import { DEMAND_LIMITS } from '@moxing/shared';
import { Button, Form, ProgressBar, Rate, TextArea, Toast } from 'antd-mobile';
import { AddOutline, CloseCircleFill } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { FileBadge } from '../FileBadge';
import { fieldErrors } from '../../../lib/formErrors';
import { submitReason, useSubmitEvaluation, type EvaluationValues } from '../forms';
import { fileSizeText } from '../format';
import type { FieldUploads } from '../../../components/upload/useFieldUploads';
import styles from './phone.module.css';
import { FieldFileInput } from '../../../components/upload/FieldFileInput';
import { MSheet } from './parts';

/** A bottom sheet asking for a reason (cancel, ask for changes); the server's refusal shows under the field. */
export function ReasonPopup({
  visible,
  title,
  intro,
  label,
  placeholder,
  okText,
  required,
  danger,
  onClose,
  onSubmit,
}: {
  visible: boolean;
  title: string;
  intro?: string;
  label: string;
  placeholder: string;
  okText: string;
  required: boolean;
  danger?: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [pending, setPending] = useState(false);
  const submit = async (values: { reason?: string }) => {
    setPending(true);
    const refused = await submitReason(onSubmit, values.reason);
    setPending(false);
    if (!refused) form.resetFields();
    else if (refused.byField.reason) form.setFields(fieldErrors(refused.byField));
    else if (refused.general) Toast.show({ icon: 'fail', content: refused.general });
  };
  return (
    <MSheet visible={visible} onClose={onClose} title={title}>
      {intro ? (
        <p className={`${styles.muted} ${styles.small}`} style={{ padding: '0 12px' }}>
          {intro}
        </p>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: { reason?: string }) => void submit(v)}
        footer={
          <Button block color={danger ? 'danger' : 'primary'} type="submit" loading={pending}>
            {okText}
          </Button>
        }
      >
        <Form.Item
          name="reason"
          label={label}
          rules={
            required
              ? [
                  { required: true, whitespace: true, message: `请填写${label}` },
                  { min: DEMAND_LIMITS.reasonMin, message: `${label}至少 ${DEMAND_LIMITS.reasonMin} 个字` },
                ]
              : []
          }
        >
          <TextArea rows={4} maxLength={DEMAND_LIMITS.reasonMax} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </MSheet>
  );
}

export function MEvaluate({ code, whom }: { code: string; whom: string }) {
  const [form] = Form.useForm<EvaluationValues>();
  const score = useSubmitEvaluation(code);
  const submit = async (values: EvaluationValues) => {
    const refused = await score.submit(values);
    if (!refused) {
      Toast.show({ icon: 'success', content: '评价成功' });
      return;
    }
    form.setFields(fieldErrors(refused.byField));
    if (refused.general) Toast.show({ icon: 'fail', content: refused.general });
  };
  return (
    <Form
      form={form}
      layout="vertical"
      mode="card"
      onFinish={(v: EvaluationValues) => void submit(v)}
      footer={
        <Button block color="primary" type="submit" loading={score.pending}>
          提交评价
        </Button>
      }
    >
      <Form.Item
        name="score"
        label={`给${whom}打分`}
        rules={[
          {
            validator: (_, v: number | undefined) => (v && v >= 1 ? Promise.resolve() : Promise.reject(new Error('请选择评分'))),
          },
        ]}
      >
        <Rate />
      </Form.Item>
      <Form.Item name="comment" label="评价内容（选填）">
        <TextArea rows={3} maxLength={DEMAND_LIMITS.commentMax} showCount placeholder="说说合作感受" />
      </Form.Item>
    </Form>
  );
}

/** The phone rendering of an upload queue: thumbnails / rows with progress, an add button. */
export function MUploadList({ queue, accept, max, label }: { queue: FieldUploads; accept: string; max: number; label: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      {queue.items.map((item) => (
        <div key={item.uid} className={styles.fileRow} data-upload-status={item.status}>
          {item.kind === 'image' && (item.file?.url ?? item.previewUrl) ? (
            <img className={styles.fileThumb} src={item.file?.url ?? item.previewUrl} alt="" />
          ) : (
            <FileBadge kind={item.kind} />
          )}
          <div className={styles.grow}>
            <div className={styles.ellipsis}>{item.name}</div>
            {item.status === 'uploading' ? (
              <ProgressBar percent={item.percent} />
            ) : item.status === 'error' ? (
              <div className={styles.small} style={{ color: '#dc2626' }}>
                {item.error}
              </div>
            ) : (
              <div className={`${styles.muted} ${styles.small}`}>{fileSizeText(item.size)} · 已上传</div>
            )}
          </div>
          <button
            type="button"
            onClick={() => queue.remove(item.uid)}
            aria-label={`删除 ${item.name}`}
            style={{ border: 'none', background: 'none', color: '#5f6b7d', fontSize: 20, padding: 4 }}
          >
            <CloseCircleFill />
          </button>
        </div>
      ))}
      {queue.full ? null : (
        <button type="button" className={styles.uploadBox} onClick={() => input.current?.click()}>
          <AddOutline /> 添加文件（{queue.items.filter((i) => i.status !== 'error').length}/{max}）
        </button>
      )}
      <FieldFileInput ref={input} queue={queue} accept={accept} label={label} />
    </div>
  );
}
