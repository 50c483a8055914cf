/** A new password and its confirmation (registration, password reset). */
import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { confirmPasswordRule, newPasswordRules } from '../../../lib/formRules';

export function NewPasswordFields({
  label,
  confirmLabel,
  confirmPlaceholder,
}: {
  label: string;
  confirmLabel: string;
  confirmPlaceholder: string;
}) {
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="password" label={label} rules={newPasswordRules} hasFeedback>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="8-32 位，须包含字母和数字"
          autoComplete="new-password"
          size="large"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        dependencies={['password']}
        rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined />} placeholder={confirmPlaceholder} autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
