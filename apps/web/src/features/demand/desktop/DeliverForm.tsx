/** The chosen modeller hands in the work: files (models and attachments) and a note. */
import { DEMAND_LIMITS } from '@moxing/shared';
import { Alert, App, Button, Form } from 'antd';
import { useCallback, useState } from 'react';
import { useDeliver } from '../hooks';
import { useDeliveryUploads } from '../forms';
import { formErrors } from '../../../lib/formErrors';
import { UploadFormItem } from './UploadField';
import { TextField } from './DemandUi';

export function DeliverForm({ code }: { code: string }) {
  const [form] = Form.useForm<{ note?: string }>();
  const deliver = useDeliver();
  const { message } = App.useApp();
  const onRefuse = useCallback((text: string) => void message.warning(text), [message]);
  const files = useDeliveryUploads(onRefuse);
  const [errors, setErrors] = useState<{ fileIds?: string; general?: string | null }>({});

  const onFinish = async (values: { note?: string }) => {
    setErrors({});
    if (files.uploading) {
      void message.warning('文件还在上传，请稍候再提交');
      return;
    }
    if (files.fileIds.length === 0) {
      setErrors({ fileIds: '请上传至少一个交付文件' });
      return;
    }
    try {
      await deliver.mutateAsync({ code, note: values.note ?? '', fileIds: files.fileIds });
      void message.success('已提交交付，等待需求方验收');
      form.resetFields();
      files.reset([]);
    } catch (error) {
      const { byField, general } = formErrors(error, ['note', 'fileIds'] as const, {
        fileIds: ['交付文件', '文件'],
        note: ['交付说明'],
      });
      if (byField.note) form.setFields([{ name: 'note', errors: [byField.note] }]);
      setErrors({ fileIds: byField.fileIds, general });
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} id="deliver-form">
      <UploadFormItem field="delivery" queue={files} error={errors.fileIds} />
      <TextField
        name="note"
        label="交付说明"
        rows={3}
        maxLength={DEMAND_LIMITS.deliveryNoteMax}
        placeholder="说明交付内容、格式、面数和注意事项"
      />
      {errors.general ? <Alert type="error" showIcon title={errors.general} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={deliver.isPending}>
        提交交付
      </Button>
    </Form>
  );
}
