import { Button, Form, Input, Result } from 'antd-mobile';
import { useResetPasswordForm, type ResetValues } from '../forms';
import { phoneRules } from '../../../lib/formRules';
import { MobileNewPasswordFields } from './MobileNewPasswordFields';
import styles from '../../../components/phone/mobile.module.css';
import { MobileSmsFields } from './MobileSmsFields';

export default function MobileForgetPage() {
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPasswordForm();
  if (reset.done) {
    return (
      <div style={{ background: '#fff', minHeight: '60vh' }}>
        <Result status="success" title="密码已重设" description="请使用新密码登录，此前的登录已全部失效。" />
        <div className={styles.submit}>
          <Button block color="primary" size="large" onClick={reset.goToLogin}>
            去登录
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div style={{ paddingBottom: 24 }}>
      <h1 className={styles.title}>找回密码</h1>
      <p className={styles.sub}>通过手机短信验证码设置新密码。</p>
      <Form
        form={form}
        name="m-forget"
        layout="horizontal"
        mode="card"
        onFinish={(v: ResetValues) => void reset.submit(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.pending}>
            重设密码
          </Button>
        }
      >
        <Form.Item name="login" label="手机号" rules={phoneRules}>
          <Input placeholder="注册时使用的手机号" maxLength={11} inputMode="numeric" clearable />
        </Form.Item>
        <MobileSmsFields form={form} purpose="reset" />
        <MobileNewPasswordFields form={form} label="新密码" confirmPlaceholder="再次输入新密码" />
      </Form>
    </div>
  );
}
