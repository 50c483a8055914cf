import { Button, Form, Input, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResetPassword } from '../hooks';
import { confirmPasswordRule, newPasswordRules, phoneRules } from '../../../lib/formRules';
import { logoutLocally } from '../session';
import { session } from '../../../stores/session';
import styles from '../../../mobile/mobile.module.css';
import { MobileSmsFields } from './MobileSmsFields';

interface Values {
  login: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
}

export default function MobileForgetPage() {
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const onFinish = async (values: Values) => {
    try {
      await reset.mutateAsync({ login: values.login.trim(), code: values.code.trim(), plainPassword: values.password });
      logoutLocally();
      setDone(true);
    } catch {
      // the client already showed the reason
    }
  };
  if (done) {
    return (
      <div style={{ background: '#fff', minHeight: '60vh' }}>
        <Result status="success" title="密码已重设" description="请使用新密码登录，此前的登录已全部失效。" />
        <div className={styles.submit}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => {
              void navigate('/');
              session.openLogin('password');
            }}
          >
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
        onFinish={(v: Values) => void onFinish(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.isPending}>
            重设密码
          </Button>
        }
      >
        <Form.Item name="login" label="手机号" rules={phoneRules}>
          <Input placeholder="注册时使用的手机号" maxLength={11} inputMode="numeric" clearable />
        </Form.Item>
        <MobileSmsFields form={form} purpose="reset" />
        <Form.Item name="password" label="新密码" rules={newPasswordRules}>
          <Input placeholder="8-32 位，含字母和数字" type="password" autoComplete="new-password" clearable />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[confirmPasswordRule(() => form.getFieldValue('password'))]}
        >
          <Input placeholder="再次输入新密码" type="password" autoComplete="new-password" clearable />
        </Form.Item>
      </Form>
    </div>
  );
}
