/** A new password and its confirmation (registration, password reset). */
import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { confirmPasswordRule, newPasswordRules } from '../../../lib/formRules';

export function MobileNewPasswordFields({
  form,
  label,
  confirmPlaceholder,
}: {
  form: FormInstance;
  label: string;
  confirmPlaceholder: string;
}) {
  return (
    <>
      <Form.Item name="password" label={label} rules={newPasswordRules}>
        <Input placeholder="8-32 位，含字母和数字" type="password" autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认密码"
        dependencies={['password']}
        rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
      >
        <Input placeholder={confirmPlaceholder} type="password" autoComplete="new-password" clearable />
      </Form.Item>
    </>
  );
}
